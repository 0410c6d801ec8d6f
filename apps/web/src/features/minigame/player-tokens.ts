import { updatePlayer, usePlayerStore } from '@/features/session/player-store';
import type { Tokens } from './minigame-types';

/** The player state's tokens (SPEC 3 minigame, and game.token), and the wallet balance when it is known. */
export function showTokens(tokens: Tokens, balance?: number): void {
  const state = usePlayerStore.getState();
  if (!state.isAuthenticated) return;
  updatePlayer({
    minigame: { token_balance: tokens.token_balance, frozen_token: tokens.frozen_token },
    game: { balance: balance ?? state.game.balance, token: tokens.token_balance },
  });
}
