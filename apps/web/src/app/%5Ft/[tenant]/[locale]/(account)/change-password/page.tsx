// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/ui/form/forms.css';

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ChangePasswordClient } from '@/features/account/change-password-client';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The /change-password page.
export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  return { ...(await pageMetadata(tenant, locale, 'change-password', '/change-password')), robots: { index: false } };
}

export default async function ChangePasswordPage({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  return <ChangePasswordClient />;
}
