import { COOKIES, LOCALES, type LocalePrefix, SOURCE_LOCALE } from '@felt/contract/tables';
import { localizedPath, type TenantLocales } from '@/i18n/routing';
import { expectArrival } from './locale-arrival';

/*
 * The locale switch of SPEC 4, as plain steps the switcher wires to the browser:
 * before-switch (pick a valid locale) → cookie → navigate (the new route's render brings its own messages,
 * so the browser never holds more than one language) → the locale is applied → after-switch.
 */

/**
 * Before-switch: the locale a request resolves to on this site. A URL prefix, platform code or BCP 47 tag the
 * site enables is used as is ('cn', 'CN', 'zh-CN'); anything else (unknown, or a language the site has
 * not enabled) becomes the site's default language, the one its unprefixed URLs show.
 */
export function beforeSwitch(requested: string, tenant: TenantLocales): LocalePrefix {
  const wanted = requested.trim().toLowerCase();
  const entry = LOCALES.find((l) => [l.prefix, l.code.toLowerCase(), l.bcp47.toLowerCase()].includes(wanted));
  if (entry && tenant.locales.includes(entry.prefix)) return entry.prefix;
  if (tenant.locales.includes(tenant.defaultLocale)) return tenant.defaultLocale;
  return tenant.locales[0] ?? SOURCE_LOCALE;
}

/**
 * The i18n_redirected cookie (SPEC 9: a year, SameSite Lax) as document.cookie takes it. Max-Age restarts
 * the year on every write; Secure on https so the choice never travels in clear text.
 */
export function localeCookie(locale: LocalePrefix, https: boolean): string {
  const { name, path, maxAge, sameSite, secure } = COOKIES.locale;
  const site = `${sameSite[0]!.toUpperCase()}${sameSite.slice(1)}`;
  const attributes = [`${name}=${locale}`, `Path=${path}`, `Max-Age=${maxAge}`, `SameSite=${site}`];
  if (secure || https) attributes.push('Secure');
  return attributes.join('; ');
}

export type SwitchRequest = {
  requested: string;
  current: LocalePrefix;
  tenant: TenantLocales;
  /** The page without its locale prefix, e.g. '/news'. */
  pathname: string;
  /** The query string with its '?', or ''. */
  search: string;
  https: boolean;
};

export type SwitchPorts = { writeCookie: (cookie: string) => void; navigate: (href: string) => void };

/**
 * Runs the switch; answers the locale navigated to, or null when it is the current one (then only the
 * cookie is rewritten, which restarts its year). The cookie is written before navigating: an unprefixed
 * URL shows the default locale only while the cookie agrees, otherwise the proxy redirects.
 */
export function switchLocale(request: SwitchRequest, ports: SwitchPorts): LocalePrefix | null {
  const target = beforeSwitch(request.requested, request.tenant);
  ports.writeCookie(localeCookie(target, request.https));
  if (target === request.current) return null;
  expectArrival(target);
  ports.navigate(`${localizedPath(request.tenant, target, request.pathname)}${request.search}`);
  return target;
}
