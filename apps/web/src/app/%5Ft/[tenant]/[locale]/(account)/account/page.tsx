// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import '@/ui/progress-bar.css';
import '@/features/protection/protection.css';

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AccountClient } from '@/features/account/account-client';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The /account hub; what belongs to the player renders on the client, so the page stays cacheable.
export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  return { ...(await pageMetadata(tenant, locale, 'account', '/account')), robots: { index: false } };
}

export default async function AccountHubPage({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  // A tenant that hides the referral page (show_referral false) gets no link to it.
  return <AccountClient showReferral={tenant.startup.show_referral !== false} />;
}
