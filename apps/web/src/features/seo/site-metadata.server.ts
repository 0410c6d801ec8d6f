import { type LocalePrefix, localeByPrefix } from '@felt/contract';
import type { Metadata } from 'next';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { publicOrigin } from '@/tenant/public-origin.server';
import { loadSeo } from './load-seo.server';
import { HOME_PAGE, keywordList, siteIcons } from './page-metadata.server';

/**
 * The tenant layout's head tags, which every page starts from: the site's name, icons and manifest, and the
 * home SEO record's texts as the site's defaults (SPEC 2.6: the home record is asked for at start-up).
 */
export async function siteMetadata(tenant: ReadyTenant, locale: LocalePrefix): Promise<Metadata> {
  const { site } = tenant.startup;
  const home = await loadSeo(tenant, HOME_PAGE, localeByPrefix(locale)?.code ?? 'EN');
  return {
    metadataBase: new URL(publicOrigin(tenant.domain)),
    title: site.site_name,
    description: home?.meta_desc || undefined,
    keywords: keywordList(home?.meta_keywords ?? ''),
    authors: home?.meta_author ? [{ name: home.meta_author }] : undefined,
    publisher: home?.meta_publisher || undefined,
    applicationName: site.site_name,
    icons: siteIcons(site),
    manifest: '/manifest.webmanifest',
  };
}
