'use client';

import type { Game, listGames } from '@felt/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { callApi, isOk } from '@/lib/api/client';
import {
  ALL_GAMES,
  ALL_PROVIDERS,
  appendPage,
  type FirstGames,
  gamesBody,
  hasMorePages,
  type LobbyQuery,
} from './game-pages';

type GamesAnswer = z.infer<typeof listGames.response>;

export type GamePagesStatus = 'loading' | 'ready' | 'error' | 'loadingMore' | 'moreError';

type State = { games: Game[]; total: number; page: number; more: boolean; status: GamePagesStatus };

const START: State = { games: [], total: 0, page: 0, more: false, status: 'loading' };

const unfiltered = ({ provider, flag, search }: LobbyQuery) =>
  provider === ALL_PROVIDERS && flag === ALL_GAMES && search === '';

function startOf(first: FirstGames | null): State {
  if (!first) return START;
  const more = hasMorePages(first.games.length, first.total, first.games.length);
  return { games: first.games, total: first.total, page: 1, more, status: 'ready' };
}

/**
 * The lobby's games, a page at a time: the first page whenever the filters change, the next on loadMore().
 * The page may bring the unfiltered first page with it (`first`): then nothing is asked until the filters move.
 * Failures are shown by the lobby (an error state with retry), so the error dialog stays shut.
 */
export function useGamePages(query: LobbyQuery, first: FirstGames | null = null) {
  const [state, setState] = useState<State>(() => startOf(first));
  const served = useRef(first !== null);
  // Answers to an older query (the player typed on) are dropped; one page is asked for at a time.
  const generation = useRef(0);
  const busy = useRef(false);
  const { category, provider, flag, search } = query;

  const fetchPage = useCallback(
    async (page: number) => {
      const mine = generation.current;
      busy.current = true;
      const body = gamesBody({ category, provider, flag, search }, page);
      const answer = await callApi<GamesAnswer>('/api/product/games', body, { inline: true });
      if (mine !== generation.current) return;
      busy.current = false;
      if (!isOk(answer)) {
        setState((s) => ({ ...s, status: page === 1 ? 'error' : 'moreError' }));
        return;
      }
      setState((s) => {
        const games = page === 1 ? answer.value : appendPage(s.games, answer.value);
        const more = hasMorePages(games.length, answer.total, answer.value.length);
        return { games, total: answer.total, page, more, status: 'ready' };
      });
    },
    [category, provider, flag, search],
  );

  useEffect(() => {
    // The games the page came with stand for the unfiltered first page, once.
    const fromPage = served.current && unfiltered({ category, provider, flag, search });
    served.current = false;
    if (fromPage) return;
    generation.current += 1;
    setState(START);
    void fetchPage(1);
  }, [fetchPage, category, provider, flag, search]);

  const { status, more, page } = state;
  const loadMore = useCallback(() => {
    if (busy.current || status !== 'ready' || !more) return;
    setState((s) => ({ ...s, status: 'loadingMore' }));
    void fetchPage(page + 1);
  }, [fetchPage, status, more, page]);

  const retry = useCallback(() => {
    if (busy.current) return;
    if (status === 'moreError') {
      setState((s) => ({ ...s, status: 'loadingMore' }));
      void fetchPage(page + 1);
    } else {
      setState(START);
      void fetchPage(1);
    }
  }, [fetchPage, status, page]);

  return { ...state, loadMore, retry };
}
