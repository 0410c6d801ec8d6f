import type { ReactNode } from 'react';
import './forms.css';

type Props = {
  pending: boolean;
  /** Shown while the form is being sent, e.g. "Logging in…". */
  pendingLabel: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
};

/** The form's submit button: disabled and showing progress while the answer is awaited. */
export function SubmitButton({ pending, pendingLabel, children, variant = 'primary' }: Props) {
  return (
    <button type="submit" data-slot="form-button" data-variant={variant} disabled={pending} aria-busy={pending}>
      {pending && <span data-slot="spinner" aria-hidden="true" />}
      <span>{pending ? pendingLabel : children}</span>
    </button>
  );
}
