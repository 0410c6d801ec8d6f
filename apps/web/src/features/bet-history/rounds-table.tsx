'use client';

import type { BetRound } from '@felt/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useBcp47 } from '@/features/account/use-bcp47';
import { LocalDateTime } from '@/features/locale/local-date-time';
import { formatMoney } from '@/lib/format-money';
import { netOf } from './history-query';

const COLUMNS = ['time', 'game', 'provider', 'bet', 'win', 'net', 'status'] as const;

/** The rounds of one page, newest first. It scrolls sideways on a phone, so it can take keyboard focus. */
export function RoundsTable({ rounds }: { rounds: readonly BetRound[] }) {
  const t = useTranslations('ui.betHistory');
  const locale = useLocale();
  const bcp47 = useBcp47();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section data-slot="table-scroll" aria-labelledby="history-caption" tabIndex={0}>
      <table data-slot="history-table">
        <caption id="history-caption" className="sr-only">
          {t('caption')}
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" data-numeric={['bet', 'win', 'net'].includes(column) ? '' : undefined}>
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => {
            const net = netOf(round.bet_amount, round.win_amount);
            return (
              <tr key={round.round_id}>
                <td>
                  <LocalDateTime iso={round.created_at} bcp47={bcp47} />
                </td>
                <th scope="row">{round.game_name}</th>
                <td>{round.provider_code}</td>
                <td data-numeric="">{formatMoney(round.bet_amount, locale)}</td>
                <td data-numeric="">{formatMoney(round.win_amount, locale)}</td>
                <td data-numeric="" data-sign={net > 0 ? 'up' : net < 0 ? 'down' : undefined}>
                  {formatMoney(net, locale)}
                </td>
                <td>
                  <span data-slot="round-status" data-status={round.status}>
                    {t(`statuses.${round.status}`)}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
