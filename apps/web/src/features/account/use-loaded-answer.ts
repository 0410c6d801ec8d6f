'use client';

import { useCallback, useEffect, useState } from 'react';
import { useHydrated, usePlayer } from '@/features/session/player-store';
import { callApi, isOk } from '@/lib/api/client';

type Loaded<T> = { status: 'loading' } | { status: 'ok'; answer: T } | { status: 'failed' };

/**
 * An authenticated call made when the page opens for a player, and again on reload(). A guest makes no call:
 * the page's guard sends them away (SPEC 2.4), and a call would only end in a "session expired" dialog. A
 * failure goes through the one error handler (dialog or forced logout); the page learns there is nothing to show.
 */
export function useLoadedAnswer<T>(path: string) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const hydrated = useHydrated();
  const isPlayer = usePlayer((state) => state.isAuthenticated);

  const reload = useCallback(async () => {
    const answer = await callApi<T>(path, {});
    setLoaded(isOk(answer) ? { status: 'ok', answer } : { status: 'failed' });
  }, [path]);

  useEffect(() => {
    if (hydrated && isPlayer) void reload();
  }, [reload, hydrated, isPlayer]);

  return { loaded, reload };
}
