'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMoney } from '@/features/money/use-money';
import { useMessageText } from '@/ui/form/use-message-text';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import { ClaimProgress } from './claim-progress';
import { useClaims } from './claims-provider';
import { LoginToClaim } from './login-to-claim';
import '@/ui/form/forms.css';
import './promotions.css';

type Result = { ok: boolean; text: string } | null;

/**
 * What a player can do with one promotion: claim it, or see the claim and its wagering; a guest is asked to log
 * in. The claim's outcome is read out from a live region that is always on the page.
 */
export function PromotionAction({ code, title }: { code: string; title: string }) {
  const t = useTranslations('ui.promotions');
  const text = useMessageText();
  const money = useMoney();
  const { status, claims, claim } = useClaims();
  const { pending, guard } = useSubmitGuard();
  const [result, setResult] = useState<Result>(null);
  const claimed = claims.get(code);

  const onClaim = guard(async () => {
    setResult(null);
    const answer = await claim(code);
    setResult(
      answer.value
        ? { ok: true, text: t('claimedOk', { bonus: money(answer.value.bonus) }) }
        : { ok: false, text: text(answer.message) ?? '' },
    );
  });

  return (
    <div data-slot="promotion-action">
      {status === 'guest' && <LoginToClaim back={`/promotions/${code}`} />}
      {status === 'loading' && <p data-slot="form-text">{t('loadingClaims')}</p>}
      {(status === 'ready' || status === 'failed') && claimed && <ClaimProgress claim={claimed} />}
      {(status === 'ready' || status === 'failed') && !claimed && (
        <button
          type="button"
          data-slot="form-button"
          aria-label={t('claimNamed', { title })}
          aria-busy={pending}
          disabled={pending}
          onClick={() => void onClaim()}
        >
          {pending ? t('claiming') : t('claim')}
        </button>
      )}
      <p role="status" data-slot="promotion-result" data-tone={result ? (result.ok ? 'ok' : 'error') : undefined}>
        {result?.text}
      </p>
    </div>
  );
}
