'use client';

import type { ReactNode } from 'react';
import { Field } from '@/ui/form/field';
import type { PageAndDays } from './history-address';
import '@/ui/form/forms.css';
import './history.css';

// The filters of a history: a group of controls that apply at once (each change goes back to page 1), and a
// button that clears them all. The texts come in already translated.

type FilterSetProps = { legend: string; clear: string; onClear: () => void; children: ReactNode };

export function FilterSet({ legend, clear, onClear, children }: FilterSetProps) {
  return (
    <fieldset data-slot="history-filters">
      <legend data-slot="history-legend">{legend}</legend>
      {children}
      <button type="button" data-slot="form-button" data-variant="secondary" onClick={onClear}>
        {clear}
      </button>
    </fieldset>
  );
}

type ChoiceProps<T extends string> = {
  label: string;
  /** The first option, which filters nothing. */
  all: string;
  value: T | '';
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T | '') => void;
};

/** One filter picked from a list. */
export function ChoiceField<T extends string>({ label, all, value, options, optionLabel, onChange }: ChoiceProps<T>) {
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} data-slot="input" value={value} onChange={(e) => onChange(e.target.value as T | '')}>
          <option value="">{all}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type DaysProps = {
  labels: { from: string; to: string };
  days: Pick<PageAndDays, 'dateFrom' | 'dateTo'>;
  onChange: (patch: Partial<Pick<PageAndDays, 'dateFrom' | 'dateTo'>>) => void;
};

/** The first and the last day, each optional; neither can pass the other. */
export function DayRangeFields({ labels, days, onChange }: DaysProps) {
  return (
    <>
      <Field label={labels.from}>
        {(control) => (
          <input
            {...control}
            type="date"
            data-slot="input"
            value={days.dateFrom}
            max={days.dateTo || undefined}
            onChange={(e) => onChange({ dateFrom: e.target.value })}
          />
        )}
      </Field>
      <Field label={labels.to}>
        {(control) => (
          <input
            {...control}
            type="date"
            data-slot="input"
            value={days.dateTo}
            min={days.dateFrom || undefined}
            onChange={(e) => onChange({ dateTo: e.target.value })}
          />
        )}
      </Field>
    </>
  );
}
