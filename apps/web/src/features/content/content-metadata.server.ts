import type { LocalePrefix } from '@felt/contract';
import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';

/**
 * Head tags of a content page: its SEO record's, and without one the page's own title before the site
 * name rather than the site name alone.
 */
export async function contentMetadata(
  tenant: ReadyTenant,
  locale: LocalePrefix,
  pageName: string,
  path: string,
  pageTitle: string,
): Promise<Metadata> {
  const metadata = await pageMetadata(tenant, locale, pageName, path);
  const { site_name } = tenant.startup.site;
  if (metadata.title !== site_name) return metadata;
  const title = `${pageTitle} | ${site_name}`;
  return { ...metadata, title, openGraph: { ...metadata.openGraph, title } };
}
