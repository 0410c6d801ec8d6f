'use client';

import type { PromotionClaim } from '@felt/contract';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/features/money/use-money';
import { WageringBar } from './wagering-bar';
import './promotions.css';

/** A claimed promotion: the bonus received and, while owed, the wagering done and left, in words and a bar. */
export function ClaimProgress({ claim }: { claim: PromotionClaim }) {
  const t = useTranslations('ui.promotions');
  const money = useMoney();
  const owed = claim.state === 'active' && claim.turnover_required > 0;
  return (
    <div data-slot="promotion-claim" data-state={claim.state}>
      <p data-slot="promotion-claim-state">
        {t(`states.${claim.state}`)} · {t('claimed', { bonus: money(claim.bonus) })}
      </p>
      {owed && (
        <WageringBar
          wagering={{ required: claim.turnover_required, done: claim.turnover_done, left: claim.remaining }}
        />
      )}
    </div>
  );
}
