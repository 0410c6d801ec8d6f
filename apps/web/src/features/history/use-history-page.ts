'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi, isOk } from '@/lib/api/client';

/** A history page: the answer while one is shown, or why there is none. */
export type Loaded<T> = { status: 'loading' } | { status: 'ok'; answer: T } | { status: 'failed' };

/**
 * One page of a history from `path` for `body`, loaded again whenever the body changes. The page shows a
 * failure itself with a retry, so the error dialog stays shut; a lost session still logs out. While the next
 * page loads the last one stays on screen, and an answer that arrives after a newer request is dropped.
 */
export function useHistoryPage<T>(path: string, body: object) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const latest = useRef(0);
  // The body is a new object on every render: the request follows its content.
  const request = JSON.stringify(body);

  const load = useCallback(async () => {
    const mine = ++latest.current;
    setLoaded((l) => (l.status === 'ok' ? l : { status: 'loading' }));
    const answer = await callApi<T>(path, JSON.parse(request) as object, { inline: true });
    if (mine === latest.current) setLoaded(isOk(answer) ? { status: 'ok', answer } : { status: 'failed' });
  }, [path, request]);

  useEffect(() => {
    void load();
  }, [load]);

  return { loaded, retry: load };
}
