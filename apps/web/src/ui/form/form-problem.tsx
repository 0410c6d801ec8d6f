'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { type FormProblem as Problem, retryDelay } from './answer-errors';
import { FormAlert } from './form-alert';
import { useMessageText } from './use-message-text';

/** The form's problem in the player's language, with "try again in N minutes" when the platform set a wait. */
export function FormProblem({ problem, children }: { problem: Problem | null; children?: ReactNode }) {
  const t = useTranslations('ui.auth.form');
  const text = useMessageText();
  if (!problem) return null;
  const delay = problem.retryAfter === undefined ? null : retryDelay(problem.retryAfter);
  return (
    <FormAlert tone="error">
      <p>{text(problem.message)}</p>
      {delay && <p>{delay.unit === 'minutes' ? t('retryMinutes', delay) : t('retrySeconds', delay)}</p>}
      {children}
    </FormAlert>
  );
}
