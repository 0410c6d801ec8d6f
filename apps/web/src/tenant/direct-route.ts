import { LOCALE_PREFIXES } from '@felt/contract';
import type { TenantLocales } from '@/i18n/routing';

/**
 * The fast path of the proxy. Most requests need no locale decision: the URL names one of the tenant's
 * non-default locales and the cookie already agrees, or the URL has no prefix and nothing asks for
 * another language than the default (no cookie and no Accept-Language, or the cookie says the default).
 * For those this answers the internal path next-intl's middleware would rewrite to, without running it
 * (it costs 50-150 µs a request, most of it in Accept-Language matching). Anything else — a redirect to
 * make, a language to detect, a cookie to write — returns null and goes through next-intl.
 */
export function directRoute(
  tenant: TenantLocales,
  pathname: string,
  cookie: string | undefined,
  acceptLanguage: string | null,
): string | null {
  const end = pathname.indexOf('/', 1);
  const first = end === -1 ? pathname.slice(1) : pathname.slice(1, end);

  if ((LOCALE_PREFIXES as readonly string[]).includes(first)) {
    const direct = first !== tenant.defaultLocale && cookie === first && tenant.locales.includes(first as never);
    return direct ? pathname : null;
  }
  const wantsDefault = cookie === tenant.defaultLocale || (cookie === undefined && !acceptLanguage);
  if (!wantsDefault) return null;
  return pathname === '/' ? `/${tenant.defaultLocale}` : `/${tenant.defaultLocale}${pathname}`;
}
