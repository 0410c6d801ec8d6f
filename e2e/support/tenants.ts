// What the specs expect, read from the same files the servers use: the demo tenants' seed files and the
// web app's messages. A changed site name or translation then changes the expectation with it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COOKIES } from '@felt/contract/tables';
import type { BrowserContext } from '@playwright/test';
import { siteUrl } from './sites.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const readJson = (file: string): unknown => JSON.parse(readFileSync(`${ROOT}${file}`, 'utf8'));

type SeedTenant = {
  site: { site_name: string; theme_code: string };
  languages: { default: string; enabled: string[] };
  maintenance: { start_date: string; end_date: string } | null;
  seo: { page_name: string; meta_lang: string; meta_canonical: string }[];
  analytics?: { section: string; script: string }[];
};

/** The seed file of a demo tenant, e.g. `seedTenant('casino3.localhost')`. */
export const seedTenant = (domain: string) => readJson(`apps/platform/seed/tenants/${domain}.json`) as SeedTenant;

/**
 * A message of the web app in a locale (URL prefix), e.g. `message('cn', 'ui', 'home.hotGames.title')`,
 * with simple `{name}` arguments filled in.
 */
export function message(prefix: string, file: string, key: string, values: Record<string, string> = {}): string {
  let node: unknown = readJson(`apps/web/messages/${prefix}/${file}.json`);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No message ${file}.${key} in ${prefix}`);
  return node.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A RegExp matching `text` literally. */
export const literally = (text: string, flags = '') => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);

/**
 * A page of a demo site in a language (URL prefix, e.g. 'cn'): unprefixed where it is the site's default language,
 * under the prefix elsewhere.
 */
export function localeUrl(domain: string, prefix: string, pathname = '/'): string {
  if (seedTenant(domain).languages.default.toLowerCase() === prefix) return siteUrl(domain, pathname);
  return siteUrl(domain, pathname === '/' ? `/${prefix}` : `/${prefix}${pathname}`);
}

/**
 * Remembers `prefix` as the reader's language on the site, as the language switcher does: the site's unprefixed
 * addresses then show its default language instead of the browser's (English here), and every other language keeps
 * its prefix.
 */
export async function rememberLanguage(context: BrowserContext, domain: string, prefix: string): Promise<void> {
  await context.addCookies([{ name: COOKIES.locale.name, value: prefix, url: siteUrl(domain, '/') }]);
}

/** A page of a demo site in English: unprefixed where English is the default language, under /en elsewhere. */
export const englishUrl = (domain: string, pathname = '/') => localeUrl(domain, 'en', pathname);

/** The languages (URL prefixes) a demo site speaks, its default first. */
export function siteLanguages(domain: string): string[] {
  const { languages } = seedTenant(domain);
  const codes = [languages.default, ...languages.enabled.filter((code) => code !== languages.default)];
  return codes.map((code) => code.toLowerCase());
}

/** A demo site's own language other than English: its default, or its first other language where that is English. */
export const ownLanguage = (domain: string) => siteLanguages(domain).find((prefix) => prefix !== 'en') ?? 'en';
