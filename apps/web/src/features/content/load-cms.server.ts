import { type Cms, type LocalePrefix, siteInfoDetail } from '@felt/contract';
import { cachedTenantCall, tenantIds } from '@/tenant/cached-read.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { type CmsKey, cmsBodyOf } from './cms-text';

export type { CmsKey } from './cms-text';

/**
 * The tenant's CMS pages as the platform holds them (bodies not yet sanitized), cached under the tenant's
 * tag; null when the platform cannot say. Takes the domain and external id so the footer can ask too.
 */
export function loadCmsOf(domain: string, externalId: string): Promise<Cms | null> {
  return cachedTenantCall({ domain, externalId }, 'cms', siteInfoDetail, {
    pick: (answer) => answer.cms,
    otherwise: null,
    fallback: null,
  });
}

export function loadCms(tenant: ReadyTenant): Promise<Cms | null> {
  const { domain, externalId } = tenantIds(tenant);
  return loadCmsOf(domain, externalId);
}

/**
 * A CMS page's body for the reader, sanitized: the local body for a reader of another language than
 * English when it has one, else the English body. null when the page is switched off, empty, or the
 * platform cannot say (the page then shows its other parts).
 */
export async function loadCmsBody(tenant: ReadyTenant, key: CmsKey, locale: LocalePrefix): Promise<string | null> {
  return cmsBodyOf(await loadCms(tenant), key, locale);
}
