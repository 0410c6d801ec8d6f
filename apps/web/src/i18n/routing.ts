import type { LanguageItem } from '@felt/contract';
import {
  COOKIES,
  LOCALE_PREFIXES,
  type LocaleEntry,
  type LocalePrefix,
  localeByCode,
  SOURCE_LOCALE,
} from '@felt/contract/tables';
import { defineRouting } from 'next-intl/routing';

/**
 * Locale routing is per tenant: each site enables its own subset of LOCALES and its own default, and
 * next-intl's routing config is static. So one config is built per tenant from its startup answer
 * (`tenantRouting`), used by the proxy's middleware (one instance per tenant) and, on the client,
 * by navigation.ts through TenantRoutingProvider. The URL locale is the LOCALES prefix ('cn').
 */
export type TenantLocales = { locales: readonly LocalePrefix[]; defaultLocale: LocalePrefix };

/** The i18n_redirected cookie of SPEC 9: remembers the reader's choice for a year. */
export const LOCALE_COOKIE = {
  name: COOKIES.locale.name,
  maxAge: COOKIES.locale.maxAge,
  sameSite: COOKIES.locale.sameSite,
  path: COOKIES.locale.path,
} as const;

export const ALL_LOCALES: TenantLocales = { locales: LOCALE_PREFIXES, defaultLocale: SOURCE_LOCALE };

export function tenantRouting({ locales, defaultLocale }: TenantLocales) {
  return defineRouting({
    locales: [...locales],
    defaultLocale,
    localePrefix: 'as-needed',
    localeCookie: LOCALE_COOKIE,
    // hreflang alternates are rendered in the page head (features/seo); a Link header per request costs time.
    alternateLinks: false,
  });
}

/** The tenant's enabled locales from its startup `language` list, in LOCALES order; the default first if none is marked. */
export function tenantLocales(language: readonly LanguageItem[]): TenantLocales {
  const entries = language.map((item) => localeByCode(item.code)).filter((e): e is LocaleEntry => e !== undefined);
  const marked = language.find((item) => item.is_default);
  const defaultLocale = (marked && localeByCode(marked.code)?.prefix) ?? entries[0]?.prefix ?? SOURCE_LOCALE;
  const locales = LOCALE_PREFIXES.filter((p) => p === defaultLocale || entries.some((e) => e.prefix === p));
  return { locales, defaultLocale };
}

export function hasTenantLocale(tenant: TenantLocales, locale: string): locale is LocalePrefix {
  return (tenant.locales as readonly string[]).includes(locale);
}

/**
 * The public path of `path` (unprefixed, starting with '/') in `locale`: the default locale has no prefix.
 * The server (hreflang, canonical) and the client agree on URLs through this one function.
 */
export function localizedPath(tenant: TenantLocales, locale: LocalePrefix, path: string): string {
  if (locale === tenant.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
