import { generateGames } from './generate-games';
import { type GameEntry, HAND_GAMES } from './hand-games';
import { PROVIDER_SEEDS } from './providers';

// The demo game catalogue: hand-written games first (their positions never change), generated ones after.
// Names are invented; codes are stable slugs.

export { gameCode } from './game-code';
export type { GameEntry } from './hand-games';

/** [code, display name] in catalogue order. */
export const PROVIDERS: readonly (readonly [code: string, name: string])[] = PROVIDER_SEEDS.map(([code, name]) => [
  code,
  name,
]);

export const GAMES: readonly GameEntry[] = [...HAND_GAMES, ...generateGames(HAND_GAMES.map(([, name]) => name))];

const PROVIDER_NAMES = new Map(PROVIDERS);

/**
 * What lobby search matches: the name in lower case, the same without punctuation when that differs
 * ("texas holdem" finds "Texas Hold'em"), and the provider's code and name.
 */
export function searchTextOf(providerCode: string, gameName: string): string {
  const name = gameName.toLowerCase();
  const bare = name.replace(/[^\p{L}\p{N}\s]+/gu, '').replace(/\s+/g, ' ');
  const provider = `${providerCode} ${PROVIDER_NAMES.get(providerCode) ?? ''}`.toLowerCase().trim();
  return [name, ...(bare === name ? [] : [bare]), provider].join(' ');
}
