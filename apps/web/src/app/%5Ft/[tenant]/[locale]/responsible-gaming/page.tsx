// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import '@/features/games/games.css';
import '@/features/protection/protection.css';
import '@/features/content/content.css';

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResponsibleGaming } from '@/features/protection/responsible-gaming';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The /responsible-gaming page: public and indexable. The operator's text is in the cached HTML; a player's
// tools load in the browser, so the page stays one cached page for everyone.
export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  const metadata = await pageMetadata(tenant, locale, 'responsible-gaming', '/responsible-gaming');
  const { site_name } = tenant.startup.site;
  // Without an SEO record of its own the page is named after itself rather than only after the site.
  if (metadata.title !== site_name) return metadata;
  const t = await getTranslations({ locale, namespace: 'ui.account.pages' });
  const title = `${t('responsibleGaming')} | ${site_name}`;
  return { ...metadata, title, openGraph: { ...metadata.openGraph, title } };
}

export default async function ResponsibleGamingPage({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  return <ResponsibleGaming tenant={tenant} locale={locale} />;
}
