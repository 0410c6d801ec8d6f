// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/features/content/content.css';

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { contentMetadata } from '@/features/content/content-metadata.server';
import { DownloadPage } from '@/features/content/download-page';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The /download page: the tenant's app links from startup; public and indexable.
export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  const t = await getTranslations({ locale, namespace: 'ui.content.pages' });
  return contentMetadata(tenant, locale, 'download', '/download', t('download'));
}

export default async function DownloadRoute({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  return <DownloadPage site={tenant.startup.site} />;
}
