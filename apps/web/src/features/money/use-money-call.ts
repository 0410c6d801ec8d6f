'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi, isOk } from '@/lib/api/client';

export type Loaded<T> = { status: 'loading' } | { status: 'ok'; answer: T } | { status: 'failed' };

/**
 * A call made when the page opens and again on reload(). A failure is shown by the page with a retry, so the
 * error dialog stays shut; a lost session still logs out. A reload keeps the last answer on screen.
 */
export function useMoneyCall<T>(path: string, body: object = {}) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const latest = useRef(0);
  // The body as text: a new object of the same content is the same call.
  const json = JSON.stringify(body);

  const reload = useCallback(async () => {
    const mine = ++latest.current;
    setLoaded((l) => (l.status === 'ok' ? l : { status: 'loading' }));
    const answer = await callApi<T>(path, JSON.parse(json) as object, { inline: true });
    if (mine === latest.current) setLoaded(isOk(answer) ? { status: 'ok', answer } : { status: 'failed' });
  }, [path, json]);

  useEffect(() => {
    void reload();
    // A page left while a call is out ignores its answer.
    return () => {
      latest.current++;
    };
  }, [reload]);

  return { loaded, reload };
}
