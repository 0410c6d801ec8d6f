import { localizedPath, type TenantLocales } from './routing';

/** Matches the internal tenant segment the proxy rewrites to, should Next report it before hydration. */
const INTERNAL_PREFIX = /^\/_t\/[^/]+\/[^/]+(?=\/|$)/;

/** The path and what follows it ('?query', '#hash') of an internal href. */
const PATH_AND_REST = /^([^?#]*)(.*)$/s;

/**
 * An href in `locale`: an internal path ('/slots', '/slots?x=1#top') gets the locale's prefix unless it is the
 * tenant's default; anything else (another site, '#top', a relative path) stays as it is.
 */
export function localizeHref(tenant: TenantLocales, locale: string, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const known = (tenant.locales as readonly string[]).includes(locale) ? locale : tenant.defaultLocale;
  const [, pathname = '/', rest = ''] = PATH_AND_REST.exec(href) ?? [];
  return localizedPath(tenant, known as TenantLocales['defaultLocale'], pathname || '/') + rest;
}

/** A path with its query, for the router: `{ pathname: '/vip', query: { page: '2' } }` → '/vip?page=2'. */
export type PathWithQuery = { pathname: string; query?: Record<string, string | readonly string[]> };

export function pathString(href: string | PathWithQuery): string {
  if (typeof href === 'string') return href;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {})) {
    for (const item of typeof value === 'string' ? [value] : value) search.append(key, item);
  }
  const query = search.toString();
  return query ? `${href.pathname}?${query}` : href.pathname;
}

/** A browser path without its locale prefix or the proxy's internal segment: '/cn/slots' → '/slots'. */
export function unlocalizedPathname(pathname: string, locale: string): string {
  const path = pathname.replace(INTERNAL_PREFIX, '') || '/';
  if (path === `/${locale}`) return '/';
  return path.startsWith(`/${locale}/`) ? path.slice(locale.length + 1) : path;
}
