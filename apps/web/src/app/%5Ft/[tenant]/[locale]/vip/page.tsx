// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import '@/ui/progress-bar.css';
import '@/features/money/money.css';
import '@/features/protection/protection.css';
import '@/features/inbox/inbox-vip.css';

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import { VipPage } from '@/features/vip/vip-page';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The /vip page: public and indexable. The ladder is in the cached HTML; a player's level and progress load in
// the browser, so the page stays one cached page for everyone.
export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  const metadata = await pageMetadata(tenant, locale, 'vip', '/vip');
  const { site_name } = tenant.startup.site;
  // Without an SEO record of its own the page is named after itself rather than only after the site.
  if (metadata.title !== site_name) return metadata;
  const t = await getTranslations({ locale, namespace: 'ui.vip' });
  const title = `${t('title')} | ${site_name}`;
  return { ...metadata, title, openGraph: { ...metadata.openGraph, title } };
}

export default async function VipRoute({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  return <VipPage tenant={tenant} locale={locale} />;
}
