'use client';

import type { BetRound } from '@felt/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useBcp47 } from '@/features/account/use-bcp47';
import { signOf } from '@/features/history/history-address';
import { HistoryTable } from '@/features/history/history-table';
import { LocalDateTime } from '@/features/locale/local-date-time';
import { formatMoney } from '@/lib/format-money';
import { netOf } from './history-query';
import '@/features/history/history.css';

const COLUMNS = ['time', 'game', 'provider', 'bet', 'win', 'net', 'status'] as const;
const NUMERIC = new Set<string>(['bet', 'win', 'net']);

/** The rounds of one page, newest first. */
export function RoundsTable({ rounds }: { rounds: readonly BetRound[] }) {
  const t = useTranslations('ui.betHistory');
  const locale = useLocale();
  const bcp47 = useBcp47();
  const columns = COLUMNS.map((key) => ({ key, label: t(`columns.${key}`), numeric: NUMERIC.has(key) }));
  return (
    <HistoryTable caption={t('caption')} columns={columns}>
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
            <td data-numeric="" data-sign={signOf(net)}>
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
    </HistoryTable>
  );
}
