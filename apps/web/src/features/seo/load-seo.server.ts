import { type LocaleCode, type SeoRecord, seo } from '@felt/contract';
import { unstable_cache } from 'next/cache';
import { succeeded } from '@/lib/api/answers';
import { callPlatform, isCallFailure } from '@/lib/api/platform-client.server';
import { TENANT_REVALIDATE_SECONDS, tenantTag } from '@/tenant/cache-tags';
import type { ReadyTenant } from '@/tenant/load-tenant.server';

class SeoUnavailableError extends Error {}

async function fetchSeo(domain: string, externalId: string, pageName: string, lang: LocaleCode) {
  const answer = await callPlatform(seo, { domain_name: domain, external_id: externalId, page_name: pageName, lang });
  if (succeeded(seo, answer)) return answer.value;
  if (isCallFailure(seo, answer)) throw new SeoUnavailableError(pageName);
  return null;
}

/** A page's SEO record in the reader's language, cached under the tenant's tag; null when it has none. */
export async function loadSeo(tenant: ReadyTenant, pageName: string, lang: LocaleCode): Promise<SeoRecord | null> {
  const cached = unstable_cache(
    () => fetchSeo(tenant.domain, tenant.startup.site.external_id, pageName, lang),
    ['seo', tenant.domain, pageName, lang],
    { tags: [tenantTag(tenant.domain)], revalidate: TENANT_REVALIDATE_SECONDS },
  );
  try {
    return await cached();
  } catch (error) {
    if (error instanceof SeoUnavailableError) return null;
    throw error;
  }
}
