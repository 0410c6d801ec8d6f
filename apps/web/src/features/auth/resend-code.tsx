'use client';

import { TAC_RULES, type TacPurpose } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { isOk } from '@/lib/api/client';
import type { FormProblem as Problem } from '@/ui/form/answer-errors';
import { FormProblem } from '@/ui/form/form-problem';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import { DemoCodeNotice } from './demo-code-notice';
import { useChallengedCall } from './use-challenged-call';
import { useCountdown } from './use-countdown';
import '@/ui/form/forms.css';

const RESEND_SECONDS = TAC_RULES.resendAfterMs / 1000;

type Props = {
  accountId: string;
  purpose: TacPurpose;
  /** The call that sends a new code (it takes a solved challenge), and its body. */
  path: string;
  body: object;
  /** Seconds until a new code may be asked for: a minute after the last one (TAC_RULES). */
  waitSeconds?: number;
};

/**
 * Under a code input: the demo code (demo mode only) and "send a new code", which waits out the minute
 * between two codes. The button stays focusable while it waits (aria-disabled) so focus is not lost.
 */
export function ResendCode({ accountId, purpose, path, body, waitSeconds = RESEND_SECONDS }: Props) {
  const t = useTranslations('ui.auth');
  const { secondsLeft, restart } = useCountdown(waitSeconds);
  const { pending, guard } = useSubmitGuard();
  const challenged = useChallengedCall();
  const [sent, setSent] = useState(0);
  const [problem, setProblem] = useState<Problem | null>(null);
  const waiting = pending || secondsLeft > 0;

  const resend = guard(async () => {
    if (secondsLeft > 0) return;
    setProblem(null);
    const answer = await challenged.call(path, body);
    if (isOk(answer)) {
      restart(RESEND_SECONDS);
      setSent((count) => count + 1);
      return;
    }
    if (answer.retry_after !== undefined) restart(answer.retry_after);
    else setProblem({ message: answer.message || 'unknownError' });
  });

  return (
    <div data-slot="code-help">
      <DemoCodeNotice accountId={accountId} purpose={purpose} nonce={sent} />
      <button
        type="button"
        data-slot="form-button"
        data-variant="secondary"
        aria-disabled={waiting}
        aria-busy={pending}
        onClick={resend}
      >
        {secondsLeft > 0 ? t('code.resendIn', { seconds: secondsLeft }) : t('code.resend')}
      </button>
      <p data-slot="field-hint" role="status">
        {challenged.solving ? t('form.checkingBrowser') : sent > 0 ? t('code.resent') : ''}
      </p>
      <FormProblem problem={problem} />
    </div>
  );
}
