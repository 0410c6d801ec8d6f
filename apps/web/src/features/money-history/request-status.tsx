'use client';

import type { RequestStatus } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import './money-history.css';

/** A request's status as a badge: its name, with a shape and colour of its own (money-history.css). */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const t = useTranslations('ui.moneyHistory.transactions.statuses');
  return (
    <span data-slot="request-status" data-status={status}>
      {t(status)}
    </span>
  );
}
