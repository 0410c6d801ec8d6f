import type { TenantLocales } from '@/i18n/routing';
import { localizedPath } from '@/i18n/routing';

/** Pages that belong to one player: nothing there for a search engine (they are noindex too). */
export const PLAYER_PATHS = [
  '/account',
  '/deposit',
  '/withdrawal',
  '/bank-details',
  '/add-bank',
  '/transaction-history',
  '/statement',
  '/inbox',
  '/bet-history',
  '/mission',
  '/profile',
  '/edit-profile',
  '/change-password',
  '/security',
  '/playnow',
] as const;

/**
 * robots.txt of a site: public pages allowed, player pages disallowed in every language (each language
 * has its own prefix, so each gets its own line), the BFF disallowed, and the sitemap named. A site in
 * maintenance shows nothing worth indexing, so it disallows everything.
 */
export function robotsTxt(origin: string, locales: TenantLocales, maintenance: boolean): string {
  if (maintenance) return 'User-agent: *\nDisallow: /\n';
  const disallowed = new Set<string>();
  for (const path of PLAYER_PATHS) {
    for (const prefix of locales.locales) disallowed.add(localizedPath(locales, prefix, path));
  }
  disallowed.add('/api/');
  return [
    'User-agent: *',
    'Allow: /',
    ...[...disallowed].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
