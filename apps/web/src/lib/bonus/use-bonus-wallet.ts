'use client';

import type { BonusWallet } from '@felt/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi, isOk } from '@/lib/api/client';

export type BonusWalletLoad = {
  /** off: not asked (a guest); failed: the platform could not say (an operator's own back end may lack the call). */
  status: 'off' | 'loading' | 'ready' | 'failed';
  wallet: BonusWallet | null;
  /** Asks again, keeping the last wallet on screen meanwhile: after a claim, a withdrawal. */
  reload: () => Promise<void>;
};

type State = Omit<BonusWalletLoad, 'reload'>;

/**
 * The player's bonus wallet (promotion/bonus), read in the browser while `enabled` (the pages are cached for
 * everyone). A failure shows nothing, so the error dialog stays shut; a lost session still logs out.
 */
export function useBonusWallet(enabled: boolean): BonusWalletLoad {
  const [state, setState] = useState<State>({ status: enabled ? 'loading' : 'off', wallet: null });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++latest.current;
    const answer = await callApi<{ value: BonusWallet }>('/api/promotion/bonus', {}, { inline: true });
    if (mine !== latest.current) return;
    setState(isOk(answer) ? { status: 'ready', wallet: answer.value } : { status: 'failed', wallet: null });
  }, []);

  useEffect(() => {
    if (!enabled) {
      latest.current++;
      setState({ status: 'off', wallet: null });
      return;
    }
    setState((known) => (known.wallet ? known : { status: 'loading', wallet: null }));
    void reload();
    // A page left while the call is out ignores its answer.
    return () => {
      latest.current++;
    };
  }, [enabled, reload]);

  return { ...state, reload };
}
