// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/features/home/home.css';
import '@/features/games/cards.css';
import '@/features/sportsbook/sportsbook.css';
import '@/features/promotions/promotions.css';

import { localeByPrefix } from '@felt/contract';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { HomeSections } from '@/features/home/home-sections';
import { loadHomeRows } from '@/features/home/load-home-rows.server';
import { loadSiteActivity } from '@/features/home/load-site-activity.server';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import { loadHome } from '@/tenant/load-home.server';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

export const revalidate = 60;

export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  return pageMetadata(tenant, locale, 'home', '/');
}

export default async function HomePage({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  const view = siteView(tenant);
  // In maintenance or with a bad theme the layout shows only that, and nothing else is loaded (SPEC 4).
  if (view.kind !== 'site') return null;
  const lang = localeByPrefix(locale)!.code;
  const [home, activity, rows] = await Promise.all([
    loadHome(tenant, lang),
    loadSiteActivity(tenant),
    loadHomeRows(tenant, lang),
  ]);
  const { content, provider_count, site } = tenant.startup;
  return (
    <HomeSections
      descriptor={view.descriptor}
      {...home}
      activity={activity}
      rows={rows}
      currency={site.currency}
      menu={content.menu.children}
      providerCount={provider_count}
    />
  );
}
