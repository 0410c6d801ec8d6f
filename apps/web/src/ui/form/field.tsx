import { type ReactNode, useId } from 'react';
import './forms.css';

/** What a field hands its control so the label, hint and error are announced with it. */
export type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type Props = {
  label: string;
  /** The error text, already in the player's language. */
  error?: string | undefined;
  hint?: string | undefined;
  children: (control: ControlProps) => ReactNode;
};

/** A label, one control, an optional hint and the inline error, wired together for screen readers. */
export function Field({ label, error, hint, children }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id} data-slot="field-label">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} data-slot="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} data-slot="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
