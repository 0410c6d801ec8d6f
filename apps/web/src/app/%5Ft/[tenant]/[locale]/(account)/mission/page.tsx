// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import '@/ui/progress-bar.css';
import '@/features/missions/missions.css';

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { MissionsClient } from '@/features/missions/missions-client';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The /mission page; the player's missions load in the browser, so the page stays cacheable.
export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  return { ...(await pageMetadata(tenant, locale, 'mission', '/mission')), robots: { index: false } };
}

export default async function MissionPage({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  return <MissionsClient />;
}
