'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/features/money/use-money';
import type { Wagering } from '@/lib/bonus/bonus-view';
import { ProgressBar } from '@/ui/progress-bar';

/** One bonus's wagering as a bar with its figures: a claim on its card, any other bonus in the player's list. */
export function WageringBar({ wagering }: { wagering: Pick<Wagering, 'required' | 'done' | 'left'> }) {
  const t = useTranslations('ui.promotions');
  const money = useMoney();
  const { required, done, left } = wagering;
  return (
    <ProgressBar
      label={t('wageringLabel')}
      percent={required > 0 ? (done / required) * 100 : 100}
      detail={t('wageringDetail', { done: money(done), required: money(required), remaining: money(left) })}
    />
  );
}
