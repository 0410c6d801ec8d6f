import { type LocaleCode, listGames, listProviders, type Provider } from '@felt/contract';
import type { CategoryKey } from '@felt/contract/tables';
import { ALL_PROVIDERS, gamesBody } from '@/features/games/game-pages';
import { loadFirstGames } from '@/features/games/load-first-games.server';
import { loadPromotions } from '@/features/promotions/load-promotions.server';
import { cachedTenantCall, tenantIds } from '@/tenant/cached-read.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { menuEntries } from '@/tenant/menu-entries';
import { type HomeRows, providerLinks, ROW_LIMITS } from './home-rows';

/** New games asked for: enough that a row is left once the hot games (shown above them) are taken out. */
const NEW_GAMES_ASKED = 3 * ROW_LIMITS.games;

/**
 * The lists of the home's lobby rows, each read from the tenant's data cache (the live casino and promotions
 * share their pages' entries); a list the platform cannot give is empty, and its row is left out.
 */
export async function loadHomeRows(tenant: ReadyTenant, lang: LocaleCode): Promise<HomeRows> {
  const ids = tenantIds(tenant);
  const { content, provider_count } = tenant.startup;
  // Every category of the menu has a lobby (/sports holds the sportsbook's); hot is every category's.
  const lobbies = menuEntries(content.menu.children, provider_count).flatMap((entry) =>
    entry.kind === 'category' && entry.key !== 'hot' ? [entry.key] : [],
  );
  const providersOf = (category?: CategoryKey) =>
    cachedTenantCall(ids, 'providers', listProviders, {
      body: category ? { game_type: category } : {},
      pick: (answer): Provider[] => answer.value,
      otherwise: [],
      fallback: [],
    });
  const [newGames, liveCasino, promotions, all, perLobby] = await Promise.all([
    cachedTenantCall(ids, 'new-games', listGames, {
      body: gamesBody({ category: 'hot', provider: ALL_PROVIDERS, flag: 'new', search: '' }, 1, NEW_GAMES_ASKED),
      pick: (answer) => answer.value,
      otherwise: [],
      fallback: [],
    }),
    lobbies.includes('casino') ? loadFirstGames(tenant, 'casino') : null,
    loadPromotions(tenant, lang),
    providersOf(),
    Promise.all(lobbies.map(async (category) => [category, await providersOf(category)] as const)),
  ]);
  return {
    newGames,
    liveCasino: liveCasino?.games ?? [],
    providers: providerLinks(all, perLobby),
    promotions: promotions.slice(0, ROW_LIMITS.promotions),
  };
}
