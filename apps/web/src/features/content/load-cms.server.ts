import { type Cms, type LocalePrefix, siteInfoDetail } from '@felt/contract';
import { unstable_cache } from 'next/cache';
import { succeeded } from '@/lib/api/answers';
import { callPlatform, isCallFailure } from '@/lib/api/platform-client.server';
import { TENANT_REVALIDATE_SECONDS, tenantTag } from '@/tenant/cache-tags';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { type CmsKey, cmsBodyOf } from './cms-text';

export type { CmsKey } from './cms-text';

class CmsUnavailableError extends Error {}

async function fetchCms(domain: string, externalId: string): Promise<Cms | null> {
  const answer = await callPlatform(siteInfoDetail, { domain_name: domain, external_id: externalId });
  if (succeeded(siteInfoDetail, answer)) return answer.cms;
  if (isCallFailure(siteInfoDetail, answer)) throw new CmsUnavailableError(domain);
  return null;
}

/**
 * The tenant's CMS pages as the platform holds them (bodies not yet sanitized), cached under the tenant's
 * tag; null when the platform cannot say. Takes the domain and external id so the footer can ask too.
 */
export async function loadCmsOf(domain: string, externalId: string): Promise<Cms | null> {
  const cached = unstable_cache(() => fetchCms(domain, externalId), ['cms', domain], {
    tags: [tenantTag(domain)],
    revalidate: TENANT_REVALIDATE_SECONDS,
  });
  try {
    return await cached();
  } catch (error) {
    if (error instanceof CmsUnavailableError) return null;
    throw error;
  }
}

export function loadCms(tenant: ReadyTenant): Promise<Cms | null> {
  return loadCmsOf(tenant.domain, tenant.startup.site.external_id);
}

/**
 * A CMS page's body for the reader, sanitized: the local body for a reader of another language than
 * English when it has one, else the English body. null when the page is switched off, empty, or the
 * platform cannot say (the page then shows its other parts).
 */
export async function loadCmsBody(tenant: ReadyTenant, key: CmsKey, locale: LocalePrefix): Promise<string | null> {
  return cmsBodyOf(await loadCms(tenant), key, locale);
}
