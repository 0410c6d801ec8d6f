// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/ui/form/forms.css';
import '@/ui/choice-group.css';
import '@/features/history/history.css';
import '@/features/money-history/money-history.css';
import '@/features/missions/missions.css';

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LeaderboardClient } from '@/features/leaderboard/leaderboard-client';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The /leaderboard page: public and indexable. The board loads in the browser (period and ranking are in the
// address), so the page stays one cached page for everyone; a signed-in player also sees their own rank.
export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  const metadata = await pageMetadata(tenant, locale, 'leaderboard', '/leaderboard');
  const { site_name } = tenant.startup.site;
  // Without an SEO record of its own the page is named after itself rather than only after the site.
  if (metadata.title !== site_name) return metadata;
  const t = await getTranslations({ locale, namespace: 'ui.leaderboard' });
  const title = `${t('title')} | ${site_name}`;
  return { ...metadata, title, openGraph: { ...metadata.openGraph, title } };
}

export default async function LeaderboardPage({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  return <LeaderboardClient />;
}
