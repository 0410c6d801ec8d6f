// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/ui/form/forms.css';

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ForgotPasswordClient } from '@/features/auth/forgot-password-client';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The /forgot-password page (guest-only, SPEC 6).
export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  return pageMetadata(tenant, locale, 'forgot-password', '/forgot-password');
}

export default async function ForgotPasswordPage({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  return <ForgotPasswordClient />;
}
