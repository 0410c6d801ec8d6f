'use client';

import { useCallback, useEffect, useState } from 'react';
import { callApi, isOk } from '@/lib/api/client';

type Loaded<T> = { status: 'loading' } | { status: 'ok'; answer: T } | { status: 'failed' };

/**
 * An authenticated call made when the page opens, and again on reload(). A failure goes through the one
 * error handler (dialog or forced logout); the page only learns that there is nothing to show.
 */
export function useLoadedAnswer<T>(path: string) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });

  const reload = useCallback(async () => {
    const answer = await callApi<T>(path, {});
    setLoaded(isOk(answer) ? { status: 'ok', answer } : { status: 'failed' });
  }, [path]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { loaded, reload };
}
