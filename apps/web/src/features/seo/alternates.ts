import { localeByPrefix } from '@felt/contract/tables';
import { localizedPath, type TenantLocales } from '@/i18n/routing';

/** hreflang alternates: one absolute URL per enabled language (BCP 47), and x-default for the default. */
export function languageAlternates(origin: string, locales: TenantLocales, path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const prefix of locales.locales) {
    const tag = localeByPrefix(prefix)?.bcp47 ?? prefix;
    languages[tag] = `${origin}${localizedPath(locales, prefix, path)}`;
  }
  languages['x-default'] = `${origin}${localizedPath(locales, locales.defaultLocale, path)}`;
  return languages;
}
