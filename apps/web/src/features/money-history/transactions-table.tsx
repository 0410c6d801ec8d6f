'use client';

import type { MoneyRequest } from '@felt/contract';
import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import { useBcp47 } from '@/features/account/use-bcp47';
import { HistoryTable } from '@/features/history/history-table';
import { LocalDateTime } from '@/features/locale/local-date-time';
import { formatMoney } from '@/lib/format-money';
import { RequestStatusBadge } from './request-status';
import { useMethodNames } from './use-method-names';

const COLUMNS = ['time', 'type', 'method', 'amount', 'status', 'bank', 'reason'] as const;

/** The deposits and withdrawals of one page, newest first. */
export function TransactionsTable({ requests }: { requests: readonly z.infer<typeof MoneyRequest>[] }) {
  const t = useTranslations('ui.moneyHistory.transactions');
  const locale = useLocale();
  const bcp47 = useBcp47();
  const methodName = useMethodNames();
  const columns = COLUMNS.map((key) => ({ key, label: t(`columns.${key}`), numeric: key === 'amount' }));
  return (
    <HistoryTable caption={t('caption')} columns={columns}>
      {requests.map((request) => (
        <tr key={request.request_id} data-type={request.type} data-status={request.status}>
          <th scope="row">
            <LocalDateTime iso={request.created_at} bcp47={bcp47} />
          </th>
          <td>{t(`types.${request.type}`)}</td>
          <td>{methodName(request.method_code)}</td>
          <td data-numeric="">{formatMoney(request.amount, locale)}</td>
          <td>
            <RequestStatusBadge status={request.status} />
          </td>
          <td>{request.bank}</td>
          <td data-slot="request-reason">{request.status === 'rejected' ? request.reason : null}</td>
        </tr>
      ))}
    </HistoryTable>
  );
}
