// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/features/content/content.css';

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { contentMetadata } from '@/features/content/content-metadata.server';
import { TermsPage } from '@/features/content/terms-page';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The /term-condition page: the tenant's own terms, else generic ones; public and indexable.
export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  const t = await getTranslations({ locale, namespace: 'ui.content.pages' });
  return contentMetadata(tenant, locale, 'term-condition', '/term-condition', t('terms'));
}

export default async function TermConditionRoute({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  return <TermsPage tenant={tenant} locale={locale} />;
}
