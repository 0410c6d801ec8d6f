'use client';

import type { StatementLine } from '@felt/contract';
import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import { useBcp47 } from '@/features/account/use-bcp47';
import { signOf } from '@/features/history/history-address';
import { HistoryTable } from '@/features/history/history-table';
import { LocalDateTime } from '@/features/locale/local-date-time';
import { formatMoney } from '@/lib/format-money';
import './money-history.css';

const COLUMNS = ['time', 'kind', 'amount', 'balanceAfter', 'reference'] as const;
const NUMERIC = new Set<string>(['amount', 'balanceAfter']);

/** The ledger lines of one page, newest first: what moved the balance, by how much, and what it came to. */
export function StatementTable({ lines }: { lines: readonly z.infer<typeof StatementLine>[] }) {
  const t = useTranslations('ui.moneyHistory.statement');
  const locale = useLocale();
  const bcp47 = useBcp47();
  const columns = COLUMNS.map((key) => ({ key, label: t(`columns.${key}`), numeric: NUMERIC.has(key) }));
  return (
    <HistoryTable caption={t('caption')} columns={columns}>
      {lines.map((line) => (
        <tr key={line.line_id} data-kind={line.kind}>
          <th scope="row">
            <LocalDateTime iso={line.created_at} bcp47={bcp47} />
          </th>
          <td>{t(`kinds.${line.kind}`)}</td>
          <td data-numeric="" data-slot="statement-amount" data-sign={signOf(line.amount)}>
            {formatMoney(line.amount, locale)}
          </td>
          <td data-numeric="" data-slot="statement-balance">
            {formatMoney(line.balance_after, locale)}
          </td>
          <td data-slot="statement-reference">{line.reference}</td>
        </tr>
      ))}
    </HistoryTable>
  );
}
