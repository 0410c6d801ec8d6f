import type { Cms, MenuChild } from '@felt/contract';
import type { TenantLocales } from '@/i18n/routing';
import { localizedPath } from '@/i18n/routing';
import { menuEntries } from '@/tenant/menu-entries';
import { languageAlternates } from './alternates';

/** Content pages that exist only while their CMS entry is switched on. */
const CMS_PAGES: readonly [string, keyof Cms][] = [
  ['/about', 'about_us'],
  ['/faqs', 'faqs'],
  ['/privacy-policy', 'privacy_policy'],
];

/** Menu pages anyone may read (the rest of the menu's pages need a player). */
const PUBLIC_MENU_PAGES: ReadonlySet<string> = new Set(['promotions', 'vip']);

/** Public pages every site has, in footer order, then news, the leaderboard, the app download and the guest pages. */
const FIXED_PAGES = [
  '/banking',
  '/responsible-gaming',
  '/term-condition',
  '/contact-us',
  '/news',
  '/leaderboard',
  '/download',
  '/login',
  '/register',
];

export type SitemapSite = {
  menu: readonly MenuChild[];
  providerCount: Record<string, number>;
  /** null when the platform could not say: content pages are then left out rather than guessed. */
  cms: Cms | null;
};

/**
 * The unprefixed paths of a site's public pages: home, the menu's categories (filtered as the menu is, so
 * /sports only where the site has a sportsbook), the content pages that are on, and
 * the pages every site has. Player pages are never listed.
 */
export function sitemapPaths({ menu, providerCount, cms }: SitemapSite): string[] {
  const paths = ['/'];
  for (const entry of menuEntries(menu, providerCount)) {
    // Menu pages anyone may read join them; pages for players only (/referral) never do.
    if (entry.kind === 'category' || PUBLIC_MENU_PAGES.has(entry.key)) paths.push(entry.href);
  }
  for (const [path, key] of CMS_PAGES) if (cms?.[key].status) paths.push(path);
  paths.push(...FIXED_PAGES);
  return [...new Set(paths)];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/**
 * The sitemap document: every path in every enabled language, each URL with its hreflang alternates
 * (xhtml:link) as in the page heads. An empty list is an empty urlset.
 */
export function sitemapXml(origin: string, locales: TenantLocales, paths: readonly string[]): string {
  const urls: string[] = [];
  for (const path of paths) {
    const links = Object.entries(languageAlternates(origin, locales, path))
      .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${xml(lang)}" href="${xml(href)}"/>`)
      .join('\n');
    for (const prefix of locales.locales) {
      const loc = `${origin}${localizedPath(locales, prefix, path)}`;
      urls.push(`  <url>\n    <loc>${xml(loc)}</loc>\n${links}\n  </url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
