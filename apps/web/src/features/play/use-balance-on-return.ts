'use client';

import { useEffect } from 'react';
import { refreshBalance } from '@/features/session/session-actions';
import { isBalancePing } from './launch-device';

/** Focus and visibility usually change together; one balance call covers both. */
const MIN_GAP_MS = 1_000;

/**
 * Keeps the header balance in step with the game: a game of this site posts {type: 'felt:balance'} after
 * each round, and a player coming back from a game window or tab may have played there.
 */
export function useBalanceOnReturn(): void {
  useEffect(() => {
    let last = 0;
    const update = () => {
      last = Date.now();
      void refreshBalance({ inline: true });
    };
    // Every round's ping counts; a return is counted once.
    const refresh = () => {
      if (Date.now() - last >= MIN_GAP_MS) update();
    };
    const onMessage = (event: MessageEvent) => {
      if (isBalancePing(event, window.location.origin)) update();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}
