'use client';

import type { Game, recentGames } from '@felt/contract';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { usePlayer } from '@/features/session/player-store';
import { callApi, isOk } from '@/lib/api/client';

type RecentAnswer = z.infer<typeof recentGames.response>;

/** The games the player opened last; empty for a guest, and when the call fails (the row is then left out). */
export function useRecentGames(): Game[] {
  const isPlayer = usePlayer((state) => state.isAuthenticated);
  const [games, setGames] = useState<Game[]>([]);
  useEffect(() => {
    if (!isPlayer) {
      setGames([]);
      return;
    }
    let live = true;
    void callApi<RecentAnswer>('/api/product/recent_games', {}, { inline: true }).then((answer) => {
      if (live && isOk(answer)) setGames(answer.value);
    });
    return () => {
      live = false;
    };
  }, [isPlayer]);
  return games;
}
