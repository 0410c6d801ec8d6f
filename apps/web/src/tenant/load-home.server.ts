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
import { succeeded } from '@/lib/api/answers';
import { callPlatform, isCallFailure } from '@/lib/api/platform-client.server';
import { cachedForTenant, PlatformSaidNothingError, tenantIds } from './cached-read.server';
import type { ReadyTenant } from './load-tenant.server';

export type HomeData = { slides: Slide[]; marquee: MarqueeItem[]; announcements: Announcement[]; hotGames: Game[] };

const EMPTY_HOME: HomeData = { slides: [], marquee: [], announcements: [], hotGames: [] };

/** One content call's value list; a transport failure throws so that nothing half-empty is cached. */
async function listOf<T>(call: CallDef, body: unknown): Promise<T[]> {
  const answer = await callPlatform(call, body);
  if (succeeded(call, answer)) return (answer as unknown as { value: T[] }).value;
  if (isCallFailure(call, answer)) throw new PlatformSaidNothingError(call.path);
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
export function loadHome(tenant: ReadyTenant, lang: LocaleCode): Promise<HomeData> {
  const { domain, externalId } = tenantIds(tenant);
  return cachedForTenant(domain, ['home', lang], () => fetchHome(domain, externalId, lang), { fallback: EMPTY_HOME });
}
