import { CATEGORY_ROUTES, type CategoryKey, isCategoryKey, keepMenuEntry, type MenuChild } from '@felt/contract';

/** Menu keys that are site pages rather than product categories, with their routes (SPEC 2.1). */
export const PAGE_ROUTES = {
  promotions: '/promotions',
  vip: '/vip',
  leaderboard: '/leaderboard',
  mission: '/mission',
  referral: '/referral',
  news: '/news',
  download: '/download',
} as const;

export type PageKey = keyof typeof PAGE_ROUTES;

export type MenuEntry =
  | { kind: 'category'; key: CategoryKey; href: string; providers: number }
  | { kind: 'page'; key: PageKey; href: string; providers: number };

function isPageKey(value: string): value is PageKey {
  return Object.hasOwn(PAGE_ROUTES, value);
}

/**
 * The site menu as links: entries filtered as SPEC 4 says (keepMenuEntry), categories routed by
 * CATEGORY_ROUTES. A key that is neither a category nor a known page has no route or name to show, so it
 * is left out rather than rendered as a dead link.
 */
export function menuEntries(menu: readonly MenuChild[], providerCount: Record<string, number>): MenuEntry[] {
  const seen = new Set<string>();
  const entries: MenuEntry[] = [];
  for (const { game_menu: key } of menu) {
    if (seen.has(key) || !keepMenuEntry(key, providerCount)) continue;
    seen.add(key);
    const providers = providerCount[key] ?? 0;
    if (isCategoryKey(key)) entries.push({ kind: 'category', key, href: CATEGORY_ROUTES[key], providers });
    else if (isPageKey(key)) entries.push({ kind: 'page', key, href: PAGE_ROUTES[key], providers });
  }
  return entries;
}

/** The message key (under ui.shell) naming an entry. */
export function entryLabelKey(entry: MenuEntry): `categories.${CategoryKey}` | `pages.${PageKey}` {
  return entry.kind === 'category' ? `categories.${entry.key}` : `pages.${entry.key}`;
}
