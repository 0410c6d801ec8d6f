// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/features/content/content.css';

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CmsPage } from '@/features/content/cms-page';
import { contentMetadata } from '@/features/content/content-metadata.server';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The /faqs page: the operator's faqs text; public, indexable, not found while switched off.
export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  const t = await getTranslations({ locale, namespace: 'ui.content.pages' });
  return contentMetadata(tenant, locale, 'faqs', '/faqs', t('faqs'));
}

export default async function FaqsRoute({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  const t = await getTranslations('ui.content.pages');
  return <CmsPage tenant={tenant} locale={locale} cmsKey="faqs" title={t('faqs')} />;
}
