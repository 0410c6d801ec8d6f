'use client';

import type { recentGames } from '@felt/contract';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { usePlayerStore } from '@/features/session/player-store';
import { callApi, isOk } from '@/lib/api/client';
import { nameFromCode } from './launch-device';

type RecentAnswer = z.infer<typeof recentGames.response>;

export type GameInfo = { name: string; gameType: string | null };

/**
 * The name and category of the game being played, for the toolbar, the frame's title and the way back to
 * its lobby. The launch answer carries neither: they come from the player's favourites, or from the recent
 * games once the launch has recorded this one; until then the name is read from the game code.
 */
export function useGameInfo(provider: string, game: string, launched: boolean): GameInfo {
  const [info, setInfo] = useState<GameInfo>(() => {
    const favourite = usePlayerStore
      .getState()
      .game_fav_list.find((f) => f.provider_code === provider && f.game_code === game);
    return favourite
      ? { name: favourite.game_name, gameType: favourite.game_type }
      : { name: nameFromCode(game), gameType: null };
  });
  const known = info.gameType !== null;

  useEffect(() => {
    if (!launched || known) return;
    let live = true;
    void callApi<RecentAnswer>('/api/product/recent_games', {}, { inline: true }).then((answer) => {
      const match = isOk(answer) && answer.value.find((g) => g.provider_code === provider && g.game_code === game);
      if (live && match) setInfo({ name: match.game_name, gameType: match.game_type });
    });
    return () => {
      live = false;
    };
  }, [launched, known, provider, game]);

  return info;
}
