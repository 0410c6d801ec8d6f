// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import '@/features/history/history.css';
import '@/features/money/money.css';
import '@/features/money-history/money-history.css';
import '@/features/promotions/promotions.css';
import '@/features/missions/missions.css';

import { localeByPrefix } from '@felt/contract';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadReferralText } from '@/features/referral/load-referral-text.server';
import { ReferralClient } from '@/features/referral/referral-client';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The /referral page: not found where the tenant hides it (show_referral false); the player's data loads in the
// browser, and the operator's text is sanitized here, so the page stays cacheable.
export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  if (tenant.startup.show_referral === false) notFound();
  const metadata = await pageMetadata(tenant, locale, 'referral', '/referral');
  const t = await getTranslations({ locale, namespace: 'ui.referral' });
  const title = `${t('title')} | ${tenant.startup.site.site_name}`;
  return { ...metadata, title, robots: { index: false } };
}

export default async function ReferralPage({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  if (tenant.startup.show_referral === false) notFound();
  const html = await loadReferralText(tenant, localeByPrefix(locale)?.code ?? 'EN');
  return <ReferralClient html={html} />;
}
