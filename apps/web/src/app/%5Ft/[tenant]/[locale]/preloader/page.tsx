// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/features/content/content.css';

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PreloaderScreen } from '@/features/content/preloader-screen';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The /preloader page: a branded loading screen. It has nothing to find, so it stays out of search results.
export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  const t = await getTranslations({ locale, namespace: 'ui.content.preloader' });
  const { site_name } = tenant.startup.site;
  const metadata = await pageMetadata(tenant, locale, 'preloader', '/preloader');
  // Without an SEO record of its own the page is named by its text, which already names the site.
  const title = metadata.title === site_name ? t('title', { siteName: site_name }) : metadata.title;
  return {
    ...metadata,
    title,
    openGraph: { ...metadata.openGraph, title: title ?? undefined },
    robots: { index: false },
  };
}

export default async function PreloaderRoute({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  return <PreloaderScreen site={tenant.startup.site} />;
}
