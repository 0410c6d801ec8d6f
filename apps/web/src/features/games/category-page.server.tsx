import { CATEGORY_ROUTES, type CategoryKey } from '@felt/contract/tables';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';
import { CategoryLobby } from './category-lobby';
import { loadFirstGames } from './load-first-games.server';

// What a category route renders; each route file only names its category. Nothing here reads headers or
// cookies, so the page is cached per tenant and language like the rest of the site.

/** generateMetadata of a category route: the SEO record named after its path ("slots", "horse-racing"). */
export function categoryMetadata(category: CategoryKey) {
  const path = CATEGORY_ROUTES[category];
  return async ({ params }: { params: TenantParams }): Promise<Metadata> => {
    const { tenant, locale } = await readTenantParams(params);
    return pageMetadata(tenant, locale, path.slice(1), path);
  };
}

export async function CategoryRoute({ params, category }: { params: TenantParams; category: CategoryKey }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  const view = siteView(tenant);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (view.kind !== 'site') return null;
  const first = await loadFirstGames(tenant, category);
  return <CategoryLobby category={category} card={view.descriptor.card} first={first} />;
}
