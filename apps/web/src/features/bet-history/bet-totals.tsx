'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format-money';
import { netOf } from './history-query';

/** The sums of every round the filters match (not only this page). */
export function BetTotals({ totalBet, totalWin }: { totalBet: number; totalWin: number }) {
  const t = useTranslations('ui.betHistory.totals');
  const locale = useLocale();
  const net = netOf(totalBet, totalWin);
  return (
    <section aria-labelledby="history-totals-title">
      <h2 id="history-totals-title" className="sr-only">
        {t('title')}
      </h2>
      <dl data-slot="history-totals">
        <div data-slot="account-stat">
          <dt>{t('bet')}</dt>
          <dd>{formatMoney(totalBet, locale)}</dd>
        </div>
        <div data-slot="account-stat">
          <dt>{t('win')}</dt>
          <dd>{formatMoney(totalWin, locale)}</dd>
        </div>
        <div data-slot="account-stat" data-sign={net > 0 ? 'up' : net < 0 ? 'down' : undefined}>
          <dt>{t('net')}</dt>
          <dd>{formatMoney(net, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}
