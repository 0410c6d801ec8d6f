import { listGames } from '@felt/contract';
import type { CategoryKey } from '@felt/contract/tables';
import { cachedTenantCall, tenantIds } from '@/tenant/cached-read.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { ALL_GAMES, ALL_PROVIDERS, type FirstGames, gamesBody } from './game-pages';

/**
 * The lobby's first games from the tenant's data cache; null when the platform cannot say (then no empty lobby is
 * cached, and the browser asks for the games itself).
 */
export function loadFirstGames(tenant: ReadyTenant, category: CategoryKey): Promise<FirstGames | null> {
  return cachedTenantCall(tenantIds(tenant), 'first-games', listGames, {
    body: gamesBody({ category, provider: ALL_PROVIDERS, flag: ALL_GAMES, search: '' }, 1),
    pick: (answer) => ({ games: answer.value, total: answer.total }),
    fallback: null,
  });
}
