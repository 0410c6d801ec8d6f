'use client';

import type { PromotionClaim } from '@felt/contract';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { useHydrated, usePlayer } from '@/features/session/player-store';
import { refreshBalance } from '@/features/session/session-actions';
import { type Answer, callApi, isOk } from '@/lib/api/client';
import { type BonusWalletLoad, useBonusWallet } from '@/lib/bonus/use-bonus-wallet';

type ClaimsAnswer = { value: PromotionClaim[] };
type ClaimAnswer = { value: PromotionClaim; balance: number };

export type ClaimsState = {
  /** guest: nobody to claim; loading; ready; failed: the claims could not be read. */
  status: 'guest' | 'loading' | 'ready' | 'failed';
  claims: ReadonlyMap<string, PromotionClaim>;
  /** Claims a promotion; the answer (a failure's message key is the page's to show). */
  claim: (code: string) => Promise<Answer & Partial<ClaimAnswer>>;
  /** The bonus wallet, where the page shows it (withWallet); off elsewhere. */
  wallet: BonusWalletLoad;
};

const ClaimsContext = createContext<ClaimsState | null>(null);

/**
 * The player's promotion claims for every card on the page, and with `withWallet` the bonus wallet, read once in
 * the browser (the page itself is cached for everyone). A claim updates them and the header balance, as a deposit
 * does.
 */
export function ClaimsProvider({ withWallet = false, children }: { withWallet?: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  const isPlayer = usePlayer((state) => state.isAuthenticated);
  const wallet = useBonusWallet(withWallet && hydrated && isPlayer);
  const reloadWallet = wallet.status === 'off' ? null : wallet.reload;
  const [status, setStatus] = useState<ClaimsState['status']>('loading');
  const [claims, setClaims] = useState<ReadonlyMap<string, PromotionClaim>>(new Map());

  const load = useCallback(async () => {
    const answer = await callApi<ClaimsAnswer>('/api/promotion/claims', {}, { inline: true });
    if (!isOk(answer)) return setStatus('failed');
    setClaims(new Map(answer.value.map((c) => [c.code, c])));
    setStatus('ready');
  }, []);

  useEffect(() => {
    if (!hydrated) return;
    if (!isPlayer) {
      setStatus('guest');
      setClaims(new Map());
      return;
    }
    setStatus('loading');
    void load();
  }, [hydrated, isPlayer, load]);

  const claim = useCallback(
    async (code: string) => {
      const answer = await callApi<ClaimAnswer>('/api/promotion/claim', { code }, { inline: true });
      if (isOk(answer)) {
        setClaims((known) => new Map(known).set(code, answer.value));
        // The bonus lands in the bonus wallet: the header's bonus and the page's panel show it.
        await Promise.all([refreshBalance({ inline: true }), reloadWallet?.()]);
      }
      return answer;
    },
    [reloadWallet],
  );

  return <ClaimsContext.Provider value={{ status, claims, claim, wallet }}>{children}</ClaimsContext.Provider>;
}

export function useClaims(): ClaimsState {
  const state = useContext(ClaimsContext);
  if (!state) throw new Error('useClaims needs a ClaimsProvider');
  return state;
}
