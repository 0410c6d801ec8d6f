// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import '@/features/money/money.css';
import '@/features/protection/protection.css';
import '@/features/content/content.css';

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { BankingPage } from '@/features/money/banking-page';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The /banking page: public and indexable, cached per tenant and language.
export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  return pageMetadata(tenant, locale, 'banking', '/banking');
}

export default async function BankingRoute({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  return <BankingPage tenant={tenant} locale={locale} />;
}
