import { type LocalePrefix, localeByPrefix } from '@felt/contract';
import { loadSeo } from '@/features/seo/load-seo.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { readerBody } from './cms-text';

/** The body of a page's SEO record for the reader, sanitized; null when the tenant has none. */
export async function loadSeoBody(tenant: ReadyTenant, pageName: string, locale: LocalePrefix): Promise<string | null> {
  // The same cached read as the page's metadata, so the page costs no second call.
  const record = await loadSeo(tenant, pageName, localeByPrefix(locale)?.code ?? 'EN');
  return record ? readerBody(record, locale) : null;
}
