import { type LocalePrefix, localeByPrefix, type SeoRecord, type Site } from '@felt/contract';
import type { Metadata } from 'next';
import { localizedPath } from '@/i18n/routing';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { publicOrigin } from '@/tenant/public-origin.server';
import { languageAlternates } from './alternates';
import { loadSeo } from './load-seo.server';

export { languageAlternates } from './alternates';

/** The page every other page falls back to; its record is asked for with every page (SPEC 2.6). */
export const HOME_PAGE = 'home';

/** og:locale wants a language_TERRITORY form: zh-CN → zh_CN. */
function ogLocale(prefix: LocalePrefix): string {
  return (localeByPrefix(prefix)?.bcp47 ?? prefix).replace('-', '_');
}

/** The tenant's icons: the shipped favicon first, then its own manifest icon and logo. */
export function siteIcons(site: Site): Metadata['icons'] {
  const own = [site.manifest_icon, site.logo3].filter((url) => url !== '');
  return {
    icon: [{ url: '/favicon.ico', sizes: '32x32' }, ...own.map((url) => ({ url }))],
    apple: own[0] ?? '/favicon.ico',
  };
}

/** The keywords of an SEO record as a list; undefined when there are none. */
export function keywordList(keywords: string): string[] | undefined {
  const list = keywords
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  return list.length > 0 ? list : undefined;
}

function canonicalUrl(record: SeoRecord | null): URL | null {
  if (!record?.meta_canonical) return null;
  try {
    return new URL(record.meta_canonical);
  } catch {
    // Not an absolute URL: the caller falls back.
    return null;
  }
}

/**
 * Where a page lives: the SEO record's canonical URL when the operator set one (its origin is the site's
 * public origin, its path the page's); a page without one takes the home record's origin with its own path;
 * else this server's view of the tenant. Every language of the page is then that URL with the language's
 * prefix, so canonical and hreflang links agree.
 */
function pageBase(
  tenant: ReadyTenant,
  path: string,
  seo: SeoRecord | null,
  home: SeoRecord | null,
): { origin: string; path: string } {
  const own = canonicalUrl(seo);
  if (own) return { origin: own.origin, path: own.pathname };
  return { origin: canonicalUrl(home)?.origin ?? publicOrigin(tenant.domain), path };
}

/**
 * Head tags of one page: from the tenant's SEO record for the page; what it lacks comes from the home
 * record (the site's defaults), and the title from the site name.
 */
export function metadataFrom(
  tenant: ReadyTenant,
  locale: LocalePrefix,
  path: string,
  seo: SeoRecord | null,
  home: SeoRecord | null = null,
): Metadata {
  const { site } = tenant.startup;
  const base = pageBase(tenant, path, seo, home);
  const canonical = `${base.origin}${localizedPath(tenant.locales, locale, base.path)}`;
  const title = seo?.meta_title || site.site_name;
  const description = seo?.meta_desc || home?.meta_desc || undefined;
  const image = seo?.meta_image_url || home?.meta_image_url;
  const images = image ? [{ url: image }] : undefined;
  const author = seo?.meta_author || home?.meta_author;
  return {
    metadataBase: new URL(publicOrigin(tenant.domain)),
    title,
    description,
    keywords: keywordList(seo?.meta_keywords || home?.meta_keywords || ''),
    authors: author ? [{ name: author }] : undefined,
    publisher: seo?.meta_publisher || home?.meta_publisher || undefined,
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
  // The same cached read as the layout's, so a page costs at most one more request for its own record.
  const [seo, home] = await Promise.all([
    loadSeo(tenant, pageName, code),
    pageName === HOME_PAGE ? null : loadSeo(tenant, HOME_PAGE, code),
  ]);
  return metadataFrom(tenant, locale, path, seo, home);
}
