import type { Game, Promotion, Provider } from '@felt/contract';
import type { CategoryKey } from '@felt/contract/tables';
import { gameKey } from '@/features/games/game-pages';

// What the home's lobby rows show, chosen from the lists the platform gives.

/**
 * The most each row holds (a wide row shows as many as fit on one line: home.css). Every card is in the served
 * page twice (its markup and the page's data), so a row is a teaser and its page holds the rest.
 */
export const ROW_LIMITS = { games: 8, providers: 8, promotions: 4 } as const;

/** The fields a game card draws; the page's data carries nothing else of a game. */
const CARD_FIELDS = ['provider_code', 'game_code', 'game_name', 'game_image', 'placeholder'] as const;
export type RowGame = Pick<Game, (typeof CARD_FIELDS)[number]>;

const cardOf = (game: Game) => Object.fromEntries(CARD_FIELDS.map((field) => [field, game[field]])) as RowGame;

/** A provider of the strip and the lobby its logo leads to. */
export type ProviderLink = Pick<Provider, 'provider_code' | 'provider_name' | 'logo_url'> & { category: CategoryKey };

/** The rows' lists as loaded: candidates, trimmed when the page is drawn. */
export type HomeRows = {
  /** Games the catalogue flags new, in its order. */
  newGames: Game[];
  /** The live casino lobby's first games; empty when the site has no live casino. */
  liveCasino: Game[];
  providers: ProviderLink[];
  promotions: Promotion[];
};

/** Up to `limit` games that `shown` (another row's) does not hold, so no game is on the home twice. */
export function freshGames(
  games: readonly Game[],
  shown: readonly Pick<Game, 'provider_code' | 'game_code'>[],
  limit: number = ROW_LIMITS.games,
): RowGame[] {
  const taken = new Set(shown.map(gameKey));
  return games
    .filter((game) => !taken.has(gameKey(game)))
    .slice(0, limit)
    .map(cardOf);
}

/**
 * The strip's providers in the catalogue's order, each leading to the lobby where it has the most games (the
 * menu's order breaks a tie); a provider with no lobby on the site is left out, as it has nowhere to lead.
 */
export function providerLinks(
  all: readonly Provider[],
  lobbies: readonly (readonly [CategoryKey, readonly Provider[]])[],
  limit: number = ROW_LIMITS.providers,
): ProviderLink[] {
  const best = new Map<string, { category: CategoryKey; games: number }>();
  for (const [category, providers] of lobbies) {
    for (const { provider_code, game_count } of providers) {
      const known = best.get(provider_code);
      if (!known || game_count > known.games) best.set(provider_code, { category, games: game_count });
    }
  }
  return all
    .flatMap(({ provider_code, provider_name, logo_url }) => {
      const lobby = best.get(provider_code);
      return lobby ? [{ provider_code, provider_name, logo_url, category: lobby.category }] : [];
    })
    .slice(0, limit);
}
