'use client';

import { useTranslations } from 'next-intl';
import { useBcp47 } from '@/features/account/use-bcp47';
import { LocalDateTime } from '@/features/locale/local-date-time';
import type { Request } from './money-types';
import { useMoney } from './use-money';
import './money.css';

/** Requests, newest first: amount, status, where the money goes, when, and why one was rejected. */
export function RequestList({ requests, label }: { requests: readonly Request[]; label: string }) {
  const t = useTranslations('ui.money');
  const money = useMoney();
  const bcp47 = useBcp47();
  return (
    <ul data-slot="money-requests" aria-label={label}>
      {requests.map((request) => (
        <li key={request.request_id} data-slot="money-request" data-status={request.status}>
          <span data-slot="money-request-amount">{money(request.amount)}</span>
          <span data-slot="money-request-status" data-status={request.status}>
            {t(`status.${request.status}`)}
          </span>
          <span data-slot="money-request-detail">
            {request.bank && <span>{request.bank}</span>}
            <LocalDateTime iso={request.created_at} bcp47={bcp47} />
          </span>
          {request.status === 'rejected' && request.reason && (
            <span data-slot="money-request-reason">{t('reason', { reason: request.reason })}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
