'use client';

import { PLAYER_STORAGE_KEY, PLAYER_STORAGE_VERSION } from '@felt/contract/tables';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { NO_VIP, type VipSummary } from './vip-summary';

// The player state of SPEC 3, kept in localStorage so a reload shows the player at once. It never holds
// the session token: that stays in the BFF's httpOnly cookie (DESIGN.md 3).

export type { VipSummary } from './vip-summary';

export type PlayerUser = { account_id: string; full_name: string; contact_email: string };

/** A favourite game as SPEC 3 keeps it: the call's img_url becomes game_image. */
export type FavouriteGameView = {
  game_code: string;
  game_name: string;
  game_type: string;
  game_image: string;
  provider_code: string;
};

export type PlayerState = {
  isAuthenticated: boolean;
  user: PlayerUser | null;
  /** Wallet balance (cash) and game tokens, in the tenant currency's major unit. */
  game: { balance: number; token: number };
  /**
   * Extension: bonus money, held apart from the cash until its wagering is met (auth/get_balance bonus_balance;
   * 0 when the platform sends none). Beside `game`, so the calls that write `game` whole leave it as it is.
   */
  bonus_balance: number;
  email: string;
  fullname: string;
  game_fav_list: FavouriteGameView[];
  /** NO_VIP until auth/vip answers. */
  vip: VipSummary;
  minigame: { frozen_token: number; token_balance: number };
};

export const GUEST_STATE: PlayerState = {
  isAuthenticated: false,
  user: null,
  game: { balance: 0, token: 0 },
  bonus_balance: 0,
  email: '',
  fullname: '',
  game_fav_list: [],
  vip: NO_VIP,
  minigame: { frozen_token: 0, token_balance: 0 },
};

export const usePlayerStore = create<PlayerState>()(
  persist(() => GUEST_STATE, {
    name: PLAYER_STORAGE_KEY,
    version: PLAYER_STORAGE_VERSION,
    // On the server there is no window: the store stays the guest state and persists nothing.
    storage: createJSONStorage(() => window.localStorage),
    // Cached pages render the guest on the server; the stored player is read after mount (useHydrated).
    skipHydration: true,
    migrate: () => GUEST_STATE,
  }),
);

/** A slice of the player state, e.g. usePlayer((s) => s.game.balance). */
export function usePlayer<T>(selector: (state: PlayerState) => T): T {
  return usePlayerStore(selector);
}

export function updatePlayer(patch: Partial<PlayerState>): void {
  usePlayerStore.setState(patch);
}

/** Back to the guest state, and the stored player removed (SPEC 4: logout removes the stored user). */
export function resetPlayer(): void {
  usePlayerStore.setState(GUEST_STATE, true);
  usePlayerStore.persist?.clearStorage();
}

/** Reads the stored player once, after mount; the session runtime calls it. */
export function hydratePlayer(): Promise<void> {
  return usePlayerStore.persist?.rehydrate() ?? Promise.resolve();
}

function subscribeHydration(listener: () => void): () => void {
  return usePlayerStore.persist?.onFinishHydration(listener) ?? (() => {});
}

/** True once the stored player has been read; guards and the header wait for it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeHydration,
    () => usePlayerStore.persist?.hasHydrated() ?? false,
    () => false,
  );
}
