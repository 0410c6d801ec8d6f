'use client';

import type { LeaderboardRow } from '@felt/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated, usePlayer } from '@/features/session/player-store';
import { callApi, isOk } from '@/lib/api/client';
import type { BoardQuery } from './board-query';

export type Board = { value: LeaderboardRow[]; me?: { rank: number | null; amount: number } };
type Loaded = { status: 'loading' } | { status: 'ok'; board: Board } | { status: 'failed' };

/**
 * The board of the address: the public call for a guest, the player's own call (rows marked, own rank) for a
 * player. Waits for the stored player, so a player's board is asked for once; only the latest request's answer
 * is shown, so a quick change of period never shows an older board.
 */
export function useBoard({ period, metric }: BoardQuery) {
  const hydrated = useHydrated();
  const isPlayer = usePlayer((state) => state.isAuthenticated);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setLoaded({ status: 'loading' });
    const path = isPlayer ? '/api/leaderboard/my_rank' : '/api/leaderboard/list';
    const answer = await callApi<Board>(path, { period, metric }, { inline: true });
    if (request !== latest.current) return;
    setLoaded(isOk(answer) ? { status: 'ok', board: answer } : { status: 'failed' });
  }, [isPlayer, period, metric]);

  useEffect(() => {
    if (hydrated) void load();
  }, [hydrated, load]);

  return { loaded, retry: () => void load() };
}
