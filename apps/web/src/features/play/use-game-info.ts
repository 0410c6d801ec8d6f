'use client';

import { usePlayerStore } from '@/features/session/player-store';
import { nameFromCode } from './launch-device';
import type { Launch } from './use-launch';

export type GameInfo = { name: string; gameType: string | null };

/**
 * The name and category of the game being played, for the toolbar, the frame's title and the way back to
 * its lobby: from the launch answer once it came, before that from the player's favourites or the game code.
 */
export function useGameInfo(provider: string, game: string, launch: Launch): GameInfo {
  if (launch.status === 'ready') return { name: launch.name, gameType: launch.gameType };
  const favourite = usePlayerStore
    .getState()
    .game_fav_list.find((f) => f.provider_code === provider && f.game_code === game);
  return favourite
    ? { name: favourite.game_name, gameType: favourite.game_type }
    : { name: nameFromCode(game), gameType: null };
}
