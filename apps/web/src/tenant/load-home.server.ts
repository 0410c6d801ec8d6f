import {
  type Announcement,
  type CallDef,
  fetchAnnouncement,
  fetchSlide,
  type Game,
  getHotGames,
  type LocaleCode,
  type MarqueeItem,
  marquee,
  type Slide,
} from '@felt/contract';
import { unstable_cache } from 'next/cache';
import { succeeded } from '@/lib/api/answers';
import { callPlatform, isCallFailure } from '@/lib/api/platform-client.server';
import { TENANT_REVALIDATE_SECONDS, tenantTag } from './cache-tags';
import type { ReadyTenant } from './load-tenant.server';

export type HomeData = { slides: Slide[]; marquee: MarqueeItem[]; announcements: Announcement[]; hotGames: Game[] };

const EMPTY_HOME: HomeData = { slides: [], marquee: [], announcements: [], hotGames: [] };

class HomeUnavailableError extends Error {}

/** One content call's value list; a transport failure throws so that nothing half-empty is cached. */
async function listOf<T>(call: CallDef, body: unknown): Promise<T[]> {
  const answer = await callPlatform(call, body);
  if (succeeded(call, answer)) return (answer as unknown as { value: T[] }).value;
  if (isCallFailure(call, answer)) throw new HomeUnavailableError(call.path);
  return [];
}

async function fetchHome(domain: string, externalId: string, lang: LocaleCode): Promise<HomeData> {
  const tenantBody = { domain_name: domain, external_id: externalId };
  const [slides, marqueeItems, announcements, hotGames] = await Promise.all([
    listOf<Slide>(fetchSlide, { ...tenantBody, lang }),
    listOf<MarqueeItem>(marquee, { ...tenantBody, lang }),
    listOf<Announcement>(fetchAnnouncement, { ...tenantBody, lang }),
    listOf<Game>(getHotGames, { ...tenantBody, game_type: '' }),
  ]);
  return { slides, marquee: marqueeItems, announcements, hotGames };
}

/**
 * Home page content in the reader's language, cached under the tenant's tag. When the platform cannot be
 * reached the lists are empty (SPEC 8: content failures give empty value lists).
 */
export async function loadHome(tenant: ReadyTenant, lang: LocaleCode): Promise<HomeData> {
  const externalId = tenant.startup.site.external_id;
  const cached = unstable_cache(() => fetchHome(tenant.domain, externalId, lang), ['home', tenant.domain, lang], {
    tags: [tenantTag(tenant.domain)],
    revalidate: TENANT_REVALIDATE_SECONDS,
  });
  try {
    return await cached();
  } catch (error) {
    if (error instanceof HomeUnavailableError) return EMPTY_HOME;
    throw error;
  }
}
