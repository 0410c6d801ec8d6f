import { CATEGORY_KEYS, CATEGORY_PATHS, CATEGORY_ROUTES, LOCALE_PREFIXES } from '@felt/contract/tables';

// Route rules (SPEC 2.3): old and common addresses players type or bookmark, answered with a permanent redirect
// to the page that serves them, keeping the language prefix and the query. The proxy applies them, so a link
// followed inside the app is redirected the same way as a typed address.
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = {
  '/home': '/',
  '/index': '/',
  '/signup': '/register',
  '/sign-up': '/register',
  '/join': '/register',
  '/signin': '/login',
  '/sign-in': '/login',
  '/promotion': '/promotions',
  '/promos': '/promotions',
  '/live-casino': '/casino',
  '/slot': '/slots',
  '/sport': '/sports',
  '/wallet': '/account',
  '/my-account': '/account',
  '/history': '/transaction-history',
  '/messages': '/inbox',
  '/rewards': '/minigame',
  '/missions': '/mission',
  '/referrals': '/referral',
};

/**
 * SPEC 2.3 names each product category by a path segment (casino = livecasino, poker = table, …); where that
 * segment is not the category page's own route (SPEC 2.1), it redirects there.
 */
export const CATEGORY_REDIRECTS: Readonly<Record<string, string>> = Object.fromEntries(
  CATEGORY_KEYS.map((key) => [`/${CATEGORY_PATHS[key]}`, CATEGORY_ROUTES[key]]).filter(
    ([segment, route]) => segment !== '/' && segment !== route,
  ),
);

/** Every route rule: the address (without a language prefix) and the page it redirects to. */
export const REDIRECTS: Readonly<Record<string, string>> = { ...CATEGORY_REDIRECTS, ...ROUTE_REDIRECTS };

/** The address a path redirects to under the route rules, or null when no rule names it. */
export function routeRedirect(pathname: string): string | null {
  const end = pathname.indexOf('/', 1);
  const first = end === -1 ? pathname.slice(1) : pathname.slice(1, end);
  const prefixed = (LOCALE_PREFIXES as readonly string[]).includes(first);
  const prefix = prefixed ? `/${first}` : '';
  const rest = (prefixed ? pathname.slice(prefix.length) : pathname).replace(/\/+$/, '') || '/';
  const target = REDIRECTS[rest.toLowerCase()];
  if (target === undefined) return null;
  return target === '/' ? prefix || '/' : `${prefix}${target}`;
}
