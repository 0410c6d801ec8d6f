'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { BonusSummary as Summary } from '@/lib/bonus/bonus-view';
import { ProgressBar } from './progress-bar';

type Props = {
  summary: Summary;
  /** Writes an amount as the page around it does (the hub leaves the currency out, as its other figures do). */
  money: (amount: number) => string;
  /** A link to /promotions, where the whole wallet is shown. */
  linked?: boolean;
};

/**
 * The bonus wallet in one line and one bar: the bonus money, what is still to wager before it turns into cash, and
 * the wagering done of all active bonuses. The account hub and the promotions page show the same.
 */
export function BonusSummary({ summary, money, linked = false }: Props) {
  const t = useTranslations('ui.bonus');
  const { balance, required, done, left, percent } = summary;
  return (
    <div data-slot="bonus-summary">
      <p data-slot="bonus-summary-line">
        {left > 0
          ? t('summary', { balance: money(balance), left: money(left) })
          : t('summaryDone', { balance: money(balance) })}
      </p>
      {required > 0 && (
        <ProgressBar
          label={t('wageringLabel')}
          percent={percent}
          detail={t('wageringDetail', { done: money(done), required: money(required) })}
        />
      )}
      {linked && (
        <Link href="/promotions" data-slot="bonus-summary-link">
          {t('see')}
        </Link>
      )}
    </div>
  );
}
