'use client';

import type { betHistory } from '@felt/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { callApi, isOk } from '@/lib/api/client';
import { type HistoryFilters, historyBody } from './history-query';

export type HistoryAnswer = z.infer<typeof betHistory.response>;

type Loaded = { status: 'loading' } | { status: 'ok'; answer: HistoryAnswer } | { status: 'failed' };

/**
 * One page of the player's rounds for the filters, again whenever they change. A failure is shown by the
 * page with a retry, so the error dialog stays shut; a lost session still logs out.
 */
export function useBetHistory(filters: HistoryFilters) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const latest = useRef(0);
  const { page, gameType, status, dateFrom, dateTo } = filters;

  const load = useCallback(async () => {
    const mine = ++latest.current;
    setLoaded((l) => (l.status === 'ok' ? l : { status: 'loading' }));
    const body = historyBody({ page, gameType, status, dateFrom, dateTo });
    const answer = await callApi<HistoryAnswer>('/api/product/bet_history', body, { inline: true });
    if (mine === latest.current) setLoaded(isOk(answer) ? { status: 'ok', answer } : { status: 'failed' });
  }, [page, gameType, status, dateFrom, dateTo]);

  useEffect(() => {
    void load();
  }, [load]);

  return { loaded, retry: load };
}
