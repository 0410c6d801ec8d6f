import { type Match, matchList, type Odds, publicOdds } from '@felt/contract';
import { unstable_cache } from 'next/cache';
import type { z } from 'zod';
import { succeeded } from '@/lib/api/answers';
import { callPlatform } from '@/lib/api/platform-client.server';

// The platform's public board (GET match_list and public_odds). It is the same for every tenant and language,
// so it is cached once for all of them, briefly: kick-offs move on and matches roll off the board.

export type Board = { matches: z.infer<typeof Match>[]; odds: z.infer<typeof Odds>[] };

const BOARD_REVALIDATE_SECONDS = 60;

class BoardUnavailableError extends Error {}

async function fetchBoard(): Promise<Board> {
  const [matches, odds] = await Promise.all([callPlatform(matchList), callPlatform(publicOdds)]);
  // A failure is thrown, not cached: the next render asks again.
  if (!succeeded(matchList, matches) || !succeeded(publicOdds, odds)) throw new BoardUnavailableError();
  return { matches: matches.value, odds: odds.value };
}

const cachedBoard = unstable_cache(fetchBoard, ['sportsbook-board'], { revalidate: BOARD_REVALIDATE_SECONDS });

/** The board, or empty lists when the platform cannot give it (SPEC 8: home calls fail to empty lists). */
export async function loadBoard(): Promise<Board> {
  try {
    return await cachedBoard();
  } catch (error) {
    if (error instanceof BoardUnavailableError) return { matches: [], odds: [] };
    throw error;
  }
}
