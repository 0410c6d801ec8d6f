import { type LocaleCode, type SeoRecord, seo } from '@felt/contract';
import { cachedTenantCall, tenantIds } from '@/tenant/cached-read.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';

/** A page's SEO record in the reader's language, cached under the tenant's tag; null when it has none. */
export function loadSeo(tenant: ReadyTenant, pageName: string, lang: LocaleCode): Promise<SeoRecord | null> {
  return cachedTenantCall(tenantIds(tenant), 'seo', seo, {
    body: { page_name: pageName, lang },
    pick: (answer) => answer.value,
    otherwise: null,
    fallback: null,
  });
}
