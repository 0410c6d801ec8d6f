'use client';

import { useEffect, useState } from 'react';
import { refreshBalance } from '@/features/session/session-actions';
import { callApi, isOk } from '@/lib/api/client';
import { decisionOf, nextWatchDelay, WATCH_EVERY_MS, WATCH_PAGE_SIZE } from './deposit-watch';
import type { Request, TransactionsAnswer } from './money-types';

export type Watch =
  | { phase: 'idle' }
  | { phase: 'pending' | 'slow'; request: Request }
  | { phase: 'approved' | 'rejected'; request: Request };

/**
 * Follows a deposit made on this page until it is approved or rejected, asking the player's newest deposits
 * every WATCH_EVERY_MS; gives up ("slow") after WATCH_FOR_MS, and stops when the page is left. An approved
 * deposit refreshes the header's balance.
 */
export function useDepositWatch(request: Request | null): Watch {
  const [decided, setDecided] = useState<{ id: string; phase: 'slow' | 'approved' | 'rejected'; request: Request }>();

  useEffect(() => {
    if (request?.status === 'approved') void refreshBalance({ inline: true });
    if (request?.status !== 'pending') return;
    const id = request.request_id;
    const startedAt = Date.now();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const ask = async () => {
      const body = { type: 'deposit', page: 1, per_page: WATCH_PAGE_SIZE };
      const answer = await callApi<TransactionsAnswer>('/api/payment/transactions', body, { inline: true });
      if (stopped) return;
      const found = isOk(answer) ? decisionOf(id, answer.value) : null;
      if (found) {
        setDecided({ id, phase: found.status === 'approved' ? 'approved' : 'rejected', request: found });
        if (found.status === 'approved') void refreshBalance({ inline: true });
        return;
      }
      // A failed question is asked again like a pending answer, within the same time.
      const delay = nextWatchDelay(startedAt, Date.now());
      if (delay === null) setDecided({ id, phase: 'slow', request });
      else timer = setTimeout(ask, delay);
    };

    timer = setTimeout(ask, WATCH_EVERY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [request]);

  if (!request) return { phase: 'idle' };
  if (decided?.id === request.request_id) return { phase: decided.phase, request: decided.request };
  // The platform may answer a deposit already decided (an operator quick enough, or a future instant method).
  if (request.status !== 'pending') return { phase: request.status, request };
  return { phase: 'pending', request };
}
