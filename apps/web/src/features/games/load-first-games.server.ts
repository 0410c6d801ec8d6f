import { listGames } from '@felt/contract';
import type { CategoryKey } from '@felt/contract/tables';
import { unstable_cache } from 'next/cache';
import { succeeded } from '@/lib/api/answers';
import { callPlatform } from '@/lib/api/platform-client.server';
import { TENANT_REVALIDATE_SECONDS, tenantTag } from '@/tenant/cache-tags';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { ALL_GAMES, ALL_PROVIDERS, type FirstGames, gamesBody } from './game-pages';

async function fetchFirstGames(domain: string, externalId: string, category: CategoryKey): Promise<FirstGames> {
  const body = gamesBody({ category, provider: ALL_PROVIDERS, flag: ALL_GAMES, search: '' }, 1);
  const answer = await callPlatform(listGames, { ...body, domain_name: domain, external_id: externalId });
  if (succeeded(listGames, answer)) return { games: answer.value, total: answer.total };
  // Thrown, so no empty lobby is cached: the browser asks for the games itself then.
  throw new Error(`The platform did not list ${category} games for ${domain}`);
}

/** The lobby's first games from the tenant's data cache; null when the platform cannot say (the browser asks). */
export async function loadFirstGames(tenant: ReadyTenant, category: CategoryKey): Promise<FirstGames | null> {
  const { domain } = tenant;
  const cached = unstable_cache(
    () => fetchFirstGames(domain, tenant.startup.site.external_id, category),
    ['first-games', domain, category],
    { tags: [tenantTag(domain)], revalidate: TENANT_REVALIDATE_SECONDS },
  );
  try {
    return await cached();
  } catch {
    return null;
  }
}
