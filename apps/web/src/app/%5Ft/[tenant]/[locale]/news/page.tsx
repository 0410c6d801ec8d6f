// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/features/content/content.css';

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { contentMetadata } from '@/features/content/content-metadata.server';
import { NewsPage } from '@/features/content/news-page';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The /news page: the tenant's announcements; public and indexable.
export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  const t = await getTranslations({ locale, namespace: 'ui.content.pages' });
  return contentMetadata(tenant, locale, 'news', '/news', t('news'));
}

export default async function NewsRoute({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  return <NewsPage tenant={tenant} locale={locale} />;
}
