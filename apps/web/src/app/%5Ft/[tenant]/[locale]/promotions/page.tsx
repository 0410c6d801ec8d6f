// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import '@/ui/progress-bar.css';
import '@/features/content/content.css';
import '@/features/promotions/promotions.css';

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PromotionsPage } from '@/features/promotions/promotions-page';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The /promotions page: public and indexable; the player's claims load in the browser, so it stays cached.
export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  const metadata = await pageMetadata(tenant, locale, 'promotions', '/promotions');
  const { site_name } = tenant.startup.site;
  if (metadata.title !== site_name) return metadata;
  const t = await getTranslations({ locale, namespace: 'ui.promotions' });
  const title = `${t('title')} | ${site_name}`;
  return { ...metadata, title, openGraph: { ...metadata.openGraph, title } };
}

export default async function PromotionsRoute({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  return <PromotionsPage tenant={tenant} locale={locale} />;
}
