'use client';

import { ERROR_KEYS, TAC_RULES } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import { isOk } from '@/lib/api/client';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import { ChallengeStatus } from './challenge-status';
import type { Registered } from './register-details-form';
import { useChallengedCall } from './use-challenged-call';
import '@/ui/form/forms.css';

type Props = { accountId: string; password: string; onSent: (registered: Registered) => void };

/**
 * For an account that signed up but never confirmed its phone (the page was closed before the code step):
 * sends a new registration code and goes on to the code step, so the player is not stuck.
 */
export function ConfirmPendingButton({ accountId, password, onSent }: Props) {
  const t = useTranslations('ui.auth.login');
  const { pending, guard } = useSubmitGuard();
  const challenged = useChallengedCall();
  const onClick = guard(async () => {
    const sent = await challenged.call('/api/auth/tac/request_new_register', { account_id: accountId });
    const waitSeconds = isOk(sent) ? TAC_RULES.resendAfterMs / 1000 : (sent.retry_after ?? 0);
    const problem =
      isOk(sent) || sent.message === ERROR_KEYS.tacTooSoon ? null : { message: sent.message || 'unknownError' };
    onSent({ accountId, password, waitSeconds, problem });
    return true;
  });
  return (
    <>
      <button
        type="button"
        data-slot="form-button"
        data-variant="secondary"
        disabled={pending}
        aria-busy={pending}
        onClick={onClick}
      >
        {t('confirmPending')}
      </button>
      <ChallengeStatus solving={challenged.solving} />
    </>
  );
}
