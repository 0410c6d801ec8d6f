'use client';

import { PRODUCT_CATEGORY_KEYS, ROUND_STATUSES } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import { Field } from '@/ui/form/field';
import { type CategoryLabels, categoryLabel } from './category-labels';
import type { HistoryFilters } from './history-query';

type Props = {
  filters: HistoryFilters;
  categories: CategoryLabels;
  onChange: (patch: Partial<HistoryFilters>) => void;
  onClear: () => void;
};

/** Category, status and a range of days; each change applies at once and goes back to page 1. */
export function BetHistoryFilters({ filters, categories, onChange, onClear }: Props) {
  const t = useTranslations('ui.betHistory');
  return (
    <fieldset data-slot="history-filters">
      <legend data-slot="history-legend">{t('filters')}</legend>
      <Field label={t('category')}>
        {(control) => (
          <select
            {...control}
            data-slot="input"
            value={filters.gameType}
            onChange={(e) => onChange({ gameType: e.target.value as HistoryFilters['gameType'] })}
          >
            <option value="">{t('allCategories')}</option>
            {PRODUCT_CATEGORY_KEYS.map((key) => (
              <option key={key} value={key}>
                {categoryLabel(categories, key)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('status')}>
        {(control) => (
          <select
            {...control}
            data-slot="input"
            value={filters.status}
            onChange={(e) => onChange({ status: e.target.value as HistoryFilters['status'] })}
          >
            <option value="">{t('allStatuses')}</option>
            {ROUND_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('dateFrom')}>
        {(control) => (
          <input
            {...control}
            type="date"
            data-slot="input"
            value={filters.dateFrom}
            max={filters.dateTo || undefined}
            onChange={(e) => onChange({ dateFrom: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('dateTo')}>
        {(control) => (
          <input
            {...control}
            type="date"
            data-slot="input"
            value={filters.dateTo}
            min={filters.dateFrom || undefined}
            onChange={(e) => onChange({ dateTo: e.target.value })}
          />
        )}
      </Field>
      <button type="button" data-slot="form-button" data-variant="secondary" onClick={onClear}>
        {t('clear')}
      </button>
    </fieldset>
  );
}
