'use client';

import './choice-group.css';

// A row of toggle buttons of which one is pressed: the lobby's provider tabs and list filter. Pressed
// buttons (aria-pressed) rather than ARIA tabs, because the choice filters the one grid below instead of
// switching between panels.

export type Choice<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  /** What the group chooses, for screen readers ("Providers"). */
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The slot name the stylesheet addresses. */
  slot: string;
};

export function ChoiceGroup<T extends string>({ label, choices, value, onChange, slot }: Props<T>) {
  return (
    <fieldset data-slot={slot}>
      <legend className="sr-only">{label}</legend>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          data-slot="choice"
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </fieldset>
  );
}
