import type { CallDef } from '@felt/contract';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import type { z } from 'zod';
import { succeeded } from '@/lib/api/answers';
import { callPlatform, isCallFailure } from '@/lib/api/platform-client.server';
import { type TenantIds, withTenantFields } from '@/lib/api/tenant-fields';
import { TENANT_REVALIDATE_SECONDS, tenantTag } from './cache-tags';

// The one way a server loader reads a tenant's data: from the data cache under the tenant's tag (an operator's
// import refreshes it, DESIGN.md 8), fresh for a minute unless told otherwise. When the platform cannot say, the
// read is not cached, so the next render asks again, and the reader gets the loader's fallback.

/** Thrown by a read when the platform cannot say; the read then gives its fallback and caches nothing. */
export class PlatformSaidNothingError extends Error {}

/**
 * The reads of one server render, by key: the footer and the site state both want the CMS switches, and the
 * data cache alone would let both ask the platform while it is empty. Outside a render (route handlers) React
 * keeps nothing, and each read stands alone.
 */
const readsOfThisRender = cache(() => new Map<string, Promise<unknown>>());

/** `read()` from the tenant's data cache under `[name, domain, ...key]`; `fallback` when it throws the error above. */
export async function cachedForTenant<T>(
  domain: string,
  [name, ...key]: [string, ...string[]],
  read: () => Promise<T>,
  { fallback, revalidate = TENANT_REVALIDATE_SECONDS }: { fallback: T; revalidate?: number },
): Promise<T> {
  const parts = [name, domain, ...key];
  const reads = readsOfThisRender();
  const id = JSON.stringify(parts);
  let pending = reads.get(id) as Promise<T> | undefined;
  if (!pending) {
    pending = unstable_cache(read, parts, { tags: [tenantTag(domain)], revalidate })();
    reads.set(id, pending);
  }
  try {
    return await pending;
  } catch (error) {
    if (error instanceof PlatformSaidNothingError) return fallback;
    throw error;
  }
}

type CallRead<C extends CallDef, T> = {
  /** The call's fields besides the tenant's domain_name and external_id, which are added where it has them. */
  body?: Record<string, unknown>;
  /** What a success gives. */
  pick: (answer: z.infer<C['response']>) => T;
  /** What an answer that is not a success gives, cached like one; without it such an answer gives `fallback`. */
  otherwise?: T;
  /** What the reader gets when the platform cannot say (not cached). */
  fallback: T;
};

/** One call of the contract for a tenant, through `cachedForTenant`; the body's values are part of the key. */
export function cachedTenantCall<C extends CallDef, T>(
  ids: TenantIds,
  name: string,
  call: C,
  { body = {}, pick, otherwise, fallback }: CallRead<C, T>,
): Promise<T> {
  const read = async () => {
    const answer = await callPlatform(call, withTenantFields(call.request, body, ids));
    if (succeeded(call, answer)) return pick(answer);
    if (otherwise === undefined || isCallFailure(call, answer)) throw new PlatformSaidNothingError(name);
    return otherwise;
  };
  return cachedForTenant(ids.domain, [name, ...Object.values(body).map(String)], read, { fallback });
}

/** The ids a cached read needs from a ready tenant. */
export function tenantIds(tenant: { domain: string; startup: { site: { external_id: string } } }): TenantIds {
  return { domain: tenant.domain, externalId: tenant.startup.site.external_id };
}
