import { type Cms, type LocalePrefix, siteInfoDetail } from '@felt/contract';
import { unstable_cache } from 'next/cache';
import { succeeded } from '@/lib/api/answers';
import { callPlatform, isCallFailure } from '@/lib/api/platform-client.server';
import { TENANT_REVALIDATE_SECONDS, tenantTag } from '@/tenant/cache-tags';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { sanitizeCms } from './sanitize-cms';

export type CmsKey = keyof Cms;

class CmsUnavailableError extends Error {}

async function fetchCms(domain: string, externalId: string): Promise<Cms | null> {
  const answer = await callPlatform(siteInfoDetail, { domain_name: domain, external_id: externalId });
  if (succeeded(siteInfoDetail, answer)) return answer.cms;
  if (isCallFailure(siteInfoDetail, answer)) throw new CmsUnavailableError(domain);
  return null;
}

/**
 * A CMS page's body for the reader, sanitized: the local body for a reader of another language than
 * English when it has one, else the English body. null when the page is switched off, empty, or the
 * platform cannot say (the page then shows its other parts).
 */
export async function loadCmsBody(tenant: ReadyTenant, key: CmsKey, locale: LocalePrefix): Promise<string | null> {
  const cached = unstable_cache(
    () => fetchCms(tenant.domain, tenant.startup.site.external_id),
    ['cms', tenant.domain],
    { tags: [tenantTag(tenant.domain)], revalidate: TENANT_REVALIDATE_SECONDS },
  );
  let cms: Cms | null;
  try {
    cms = await cached();
  } catch (error) {
    if (error instanceof CmsUnavailableError) return null;
    throw error;
  }
  const entry = cms?.[key];
  if (!entry?.status) return null;
  const body = locale !== 'en' && entry.local_body.trim() ? entry.local_body : entry.en_body;
  const safe = sanitizeCms(body);
  return safe || null;
}
