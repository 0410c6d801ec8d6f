import { type LocalePrefix, localeByPrefix, type SeoRecord, type Site } from '@felt/contract';
import type { Metadata } from 'next';
import { localizedPath, type TenantLocales } from '@/i18n/routing';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { publicOrigin } from '@/tenant/public-origin.server';
import { loadSeo } from './load-seo.server';

/** og:locale wants a language_TERRITORY form: zh-CN → zh_CN. */
function ogLocale(prefix: LocalePrefix): string {
  return (localeByPrefix(prefix)?.bcp47 ?? prefix).replace('-', '_');
}

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

/** The tenant's icons: the shipped favicon first, then its own manifest icon and logo. */
export function siteIcons(site: Site): Metadata['icons'] {
  const own = [site.manifest_icon, site.logo3].filter((url) => url !== '');
  return {
    icon: [{ url: '/favicon.ico', sizes: '32x32' }, ...own.map((url) => ({ url }))],
    apple: own[0] ?? '/favicon.ico',
  };
}

function split(keywords: string): string[] | undefined {
  const list = keywords
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  return list.length > 0 ? list : undefined;
}

/**
 * Where a page lives: the SEO record's canonical URL when the operator set one (its origin is the site's
 * public origin, its path the page's), else this server's view of the tenant. Every language of the page
 * is then that URL with the language's prefix, so canonical and hreflang links agree.
 */
function pageBase(tenant: ReadyTenant, path: string, seo: SeoRecord | null): { origin: string; path: string } {
  if (seo?.meta_canonical) {
    try {
      const url = new URL(seo.meta_canonical);
      return { origin: url.origin, path: url.pathname };
    } catch {
      // Not an absolute URL: fall through to the tenant's own origin.
    }
  }
  return { origin: publicOrigin(tenant.domain), path };
}

/** Head tags of one page: from the tenant's SEO record for the page, else from the site name. */
export function metadataFrom(tenant: ReadyTenant, locale: LocalePrefix, path: string, seo: SeoRecord | null): Metadata {
  const { site } = tenant.startup;
  const base = pageBase(tenant, path, seo);
  const canonical = `${base.origin}${localizedPath(tenant.locales, locale, base.path)}`;
  const title = seo?.meta_title || site.site_name;
  const description = seo?.meta_desc || undefined;
  const images = seo?.meta_image_url ? [{ url: seo.meta_image_url }] : undefined;
  return {
    metadataBase: new URL(publicOrigin(tenant.domain)),
    title,
    description,
    keywords: seo ? split(seo.meta_keywords) : undefined,
    authors: seo?.meta_author ? [{ name: seo.meta_author }] : undefined,
    publisher: seo?.meta_publisher || undefined,
    applicationName: site.site_name,
    alternates: { canonical, languages: languageAlternates(base.origin, tenant.locales, base.path) },
    openGraph: {
      type: 'website',
      siteName: site.site_name,
      title,
      description,
      url: canonical,
      locale: ogLocale(locale),
      alternateLocale: tenant.locales.locales.filter((p) => p !== locale).map(ogLocale),
      images,
    },
    icons: siteIcons(site),
  };
}

/** generateMetadata for a page named `pageName` (the SEO record's page_name) at the unprefixed `path`. */
export async function pageMetadata(
  tenant: ReadyTenant,
  locale: LocalePrefix,
  pageName: string,
  path: string,
): Promise<Metadata> {
  const code = localeByPrefix(locale)?.code ?? 'EN';
  return metadataFrom(tenant, locale, path, await loadSeo(tenant, pageName, code));
}
