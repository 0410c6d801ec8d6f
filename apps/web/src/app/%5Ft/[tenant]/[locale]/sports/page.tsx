// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/features/home/home.css';
import '@/features/games/cards.css';
import '@/ui/form/forms.css';
import '@/features/sportsbook/sportsbook.css';
import '@/features/games/games.css';
import '@/ui/choice-group.css';

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import { loadBoard } from '@/features/sportsbook/load-board.server';
import { SportsView } from '@/features/sportsbook/sports-view';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// /sports: the odds board of upcoming matches. Cached per tenant and language like every page; the board
// itself is cached for all tenants (load-board.server.ts), and picks live in the browser.
export const revalidate = 60;

export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  return pageMetadata(tenant, locale, 'sports', '/sports');
}

export default async function SportsPage({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  const view = siteView(tenant);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (view.kind !== 'site') return null;
  return <SportsView board={await loadBoard()} locale={locale} descriptor={view.descriptor} />;
}
