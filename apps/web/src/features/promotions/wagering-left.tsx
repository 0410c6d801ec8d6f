'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/features/money/use-money';
import { Link } from '@/i18n/navigation';
import './promotions.css';

/** A failed answer's wagering still owed (wageringIncomplete's params.remaining), if it names one. */
export function wageringRemaining(answer: { message?: string; params?: unknown }): number | null {
  if (answer.message !== 'wageringIncomplete') return null;
  const remaining = (answer.params as { remaining?: unknown } | undefined)?.remaining;
  return typeof remaining === 'number' ? remaining : null;
}

/** Under a refused withdrawal: how much is still to wager, and where the bonus's progress is shown. */
export function WageringLeft({ remaining }: { remaining: number }) {
  const t = useTranslations('ui.promotions');
  const money = useMoney();
  return (
    <p data-slot="wagering-left">
      {t('wageringLeft', { remaining: money(remaining) })} <Link href="/promotions">{t('seeProgress')}</Link>
    </p>
  );
}
