import type { ReactNode } from 'react';
import './forms.css';

type Props = { tone: 'error' | 'success' | 'info'; children: ReactNode };

/**
 * A message about the whole form. Errors are alerts (read out at once); success and information are
 * polite status messages. Render it empty-handed rather than not at all when its text may change.
 */
export function FormAlert({ tone, children }: Props) {
  return (
    <div data-slot="form-alert" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
