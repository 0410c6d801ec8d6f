// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/features/content/content.css';

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactPage } from '@/features/content/contact-page';
import { contentMetadata } from '@/features/content/content-metadata.server';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The /contact-us page: the tenant's contact channels and text; public and indexable.
export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  const t = await getTranslations({ locale, namespace: 'ui.content.pages' });
  return contentMetadata(tenant, locale, 'contact-us', '/contact-us', t('contact'));
}

export default async function ContactUsRoute({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  return <ContactPage tenant={tenant} locale={locale} />;
}
