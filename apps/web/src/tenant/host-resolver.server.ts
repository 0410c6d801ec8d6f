import { getAnalytics } from '@felt/contract';
import type { TenantLocales } from '@/i18n/routing';
import { succeeded } from '@/lib/api/answers';
import { callPlatform } from '@/lib/api/platform-client.server';
import type { TenantIds } from '@/lib/api/tenant-fields';
import { liveChatLicense } from '@/tenant/live-chat';
import { type TenantCsp, tenantCsp } from '@/tenant/tenant-csp';
import { fetchTenant, loadTenant, PlatformUnavailableError, type ReadyTenant } from './load-tenant.server';

// Host → tenant, the one place it is decided. The proxy runs on every page request: answers come from memory,
// refreshed in the background once stale (the request that finds them stale does not wait), so the hot path is
// a Map lookup. The BFF takes the tenant's ids from the same memory (`tenantIdsOfHost`); the root files use
// `tenantOfHost`. Pages do not use this: they read the tenant from the data cache by tag, under the segment the
// proxy rewrote to. The memory is one per process, whichever bundle asks (the proxy's and the routes' are two),
// so a tenant's revalidation empties it for every reader (`forgetHost`).

export type HostResolution =
  | { kind: 'ready'; locales: TenantLocales; csp: TenantCsp; externalId: string }
  /** message: the platform's own word for why (SPEC 4: state is reset with the server's message). */
  | { kind: 'unknown'; message: string }
  | { kind: 'down' };

const FRESH_MS = 30_000;
/** A platform that did not answer is asked again soon, not every request. */
const DOWN_FRESH_MS = 3_000;
/** Unknown hosts are cached too; the cap keeps a flood of made-up Host headers from growing memory. */
const MAX_ENTRIES = 5_000;

type Entry = { value: HostResolution; freshUntil: number; refreshing: boolean };
type Memory = { entries: Map<string, Entry>; pending: Map<string, Promise<HostResolution>> };
const MEMORY = Symbol.for('felt.host-resolver');
const shared = globalThis as typeof globalThis & { [MEMORY]?: Memory };
shared[MEMORY] ??= { entries: new Map(), pending: new Map() };
const { entries, pending } = shared[MEMORY];

const HOST_NAME = /^[a-z0-9.-]{1,253}$/;

/** The domain of a Host header: port stripped, lower case; null when it cannot be a domain. */
export function domainOfHost(host: string | null): string | null {
  if (!host) return null;
  const domain = host.replace(/:\d+$/, '').toLowerCase();
  return HOST_NAME.test(domain) ? domain : null;
}

/** The tenant's additions to the page policy; its analytics are asked for here, beside the startup. */
async function cspOf(tenant: ReadyTenant): Promise<TenantCsp> {
  const answer = await callPlatform(getAnalytics, { domain_name: tenant.domain });
  const snippets = succeeded(getAnalytics, answer) ? answer.value : [];
  return tenantCsp(snippets, liveChatLicense(tenant.startup.live_chat) !== null);
}

async function ask(domain: string): Promise<HostResolution> {
  try {
    const tenant = await fetchTenant(domain);
    if (tenant.kind !== 'ready') return { kind: 'unknown', message: tenant.message };
    const externalId = tenant.startup.site.external_id;
    return { kind: 'ready', locales: tenant.locales, csp: await cspOf(tenant), externalId };
  } catch (error) {
    if (!(error instanceof PlatformUnavailableError)) console.error('Tenant lookup failed', error);
    return { kind: 'down' };
  }
}

function store(domain: string, answer: HostResolution): HostResolution {
  const previous = entries.get(domain)?.value;
  if (!previous && entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  // A known tenant stays known while the platform is briefly away: its cached pages can still be served.
  const value = answer.kind === 'down' && previous?.kind === 'ready' ? previous : answer;
  const ttl = answer.kind === 'down' ? DOWN_FRESH_MS : FRESH_MS;
  entries.set(domain, { value, freshUntil: Date.now() + ttl, refreshing: false });
  return value;
}

function refresh(domain: string): Promise<HostResolution> {
  let request = pending.get(domain);
  if (!request) {
    request = ask(domain)
      .then((value) => store(domain, value))
      .finally(() => pending.delete(domain));
    pending.set(domain, request);
  }
  return request;
}

export function resolveHost(domain: string): HostResolution | Promise<HostResolution> {
  const entry = entries.get(domain);
  if (!entry) return refresh(domain);
  if (entry.freshUntil < Date.now() && !entry.refreshing) {
    entry.refreshing = true;
    // A stale "down" is not served while asking again: the platform may be back.
    if (entry.value.kind === 'down') return refresh(domain);
    void refresh(domain);
  }
  return entry.value;
}

/** What a request's Host names: a ready tenant, no site, or a platform that cannot say now. */
export type HostTenant = { kind: 'ready'; tenant: ReadyTenant } | { kind: 'unknown' } | { kind: 'down' };

/**
 * The tenant of a request the proxy does not pass on (the BFF, the root files): the Host decided as the proxy
 * decides it (from memory, so made-up hosts cost nothing), then the tenant from the data cache.
 */
export async function tenantOfHost(host: string | null): Promise<HostTenant> {
  const domain = domainOfHost(host);
  if (!domain) return { kind: 'unknown' };
  const resolution = await resolveHost(domain);
  if (resolution.kind !== 'ready') return { kind: resolution.kind };
  try {
    const tenant = await loadTenant(domain);
    return tenant.kind === 'ready' ? { kind: 'ready', tenant } : { kind: 'unknown' };
  } catch (error) {
    if (error instanceof PlatformUnavailableError) return { kind: 'down' };
    throw error;
  }
}

/** The ids of the tenant a request's Host names, from memory: what the BFF needs to forward a call. */
export async function tenantIdsOfHost(
  host: string | null,
): Promise<{ kind: 'ready'; ids: TenantIds } | { kind: 'unknown' } | { kind: 'down' }> {
  const domain = domainOfHost(host);
  if (!domain) return { kind: 'unknown' };
  const resolution = await resolveHost(domain);
  if (resolution.kind !== 'ready') return { kind: resolution.kind };
  return { kind: 'ready', ids: { domain, externalId: resolution.externalId } };
}

/** A tenant changed: the next request for its domain asks the platform again. */
export function forgetHost(domain: string): void {
  entries.delete(domain);
}

/** For tests: forget every cached host. */
export function clearHostCache(): void {
  entries.clear();
  pending.clear();
}
