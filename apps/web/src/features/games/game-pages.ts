import type { Game } from '@felt/contract';
import {
  CATEGORY_ROUTES,
  type CategoryKey,
  GAME_FLAGS,
  GAME_LIST,
  type GameFlag,
  PROVIDER_CODE_PATTERN,
} from '@felt/contract/tables';
import type { PathWithQuery } from '@/i18n/localize-href';

// What a lobby asks /api/product/games for, and how the pages it gets back add up to one list.

/** The lobby's filters; '' and 'all' mean no filter. */
export type LobbyQuery = { category: CategoryKey; provider: string; flag: GameFlag | 'all'; search: string };

/** The first page of a lobby without filters, rendered into the cached page so its games paint with it. */
export type FirstGames = { games: Game[]; total: number };

export const ALL_PROVIDERS = '';
export const ALL_GAMES = 'all';
/** The lists a lobby offers besides all games; hot is a page of its own. */
export const LOBBY_FLAGS = GAME_FLAGS.filter((flag) => flag !== 'hot');

type LinkedFilters = Partial<Pick<LobbyQuery, 'provider' | 'flag'>>;

/** A link into a lobby with a provider or list chosen: `/slots?provider=JILI`, `/hot?list=new`. */
export function lobbyLink(category: CategoryKey, { provider, flag }: LinkedFilters): PathWithQuery {
  const query: Record<string, string> = {};
  if (provider && provider !== ALL_PROVIDERS) query.provider = provider;
  if (flag && flag !== ALL_GAMES) query.list = flag;
  return { pathname: CATEGORY_ROUTES[category], query };
}

/** The filters a lobby link names (lobbyLink); anything the lobby does not offer is left out. */
export function linkedFilters(search: string): LinkedFilters {
  const params = new URLSearchParams(search);
  const provider = params.get('provider')?.trim().toUpperCase() ?? '';
  const flag = LOBBY_FLAGS.find((list) => list === params.get('list'));
  return {
    ...(PROVIDER_CODE_PATTERN.test(provider) ? { provider } : {}),
    ...(flag ? { flag } : {}),
  };
}

/** The body of one games call: only the filters that are set (the BFF adds the tenant). */
export function gamesBody(query: LobbyQuery, page: number, perPage: number = GAME_LIST.defaultPerPage) {
  const search = query.search.trim().slice(0, GAME_LIST.maxSearchLength);
  return {
    game_type: query.category,
    page,
    per_page: perPage,
    ...(query.provider !== ALL_PROVIDERS ? { provider_code: query.provider } : {}),
    ...(query.flag !== ALL_GAMES ? { flag: query.flag } : {}),
    ...(search ? { search } : {}),
  };
}

export const gameKey = (game: Pick<Game, 'provider_code' | 'game_code'>) => `${game.provider_code}/${game.game_code}`;

/** The list so far with a new page added; a game already shown (the catalogue moved between pages) is not repeated. */
export function appendPage(games: readonly Game[], page: readonly Game[]): Game[] {
  const seen = new Set(games.map(gameKey));
  return [...games, ...page.filter((game) => !seen.has(gameKey(game)))];
}

/** Whether another page may follow: fewer games than the total, and the last page was not empty. */
export function hasMorePages(loaded: number, total: number, lastPageSize: number): boolean {
  return loaded < total && lastPageSize > 0;
}

/** A game of the player's lists belongs in a lobby row when it is of the lobby's category (hot: any). */
export function inCategory(game: Pick<Game, 'game_type'>, category: CategoryKey): boolean {
  return category === 'hot' || game.game_type === category;
}
