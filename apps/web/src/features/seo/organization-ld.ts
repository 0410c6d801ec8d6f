import type { Site } from '@felt/contract';

type Account = { href: string };

/** An http(s) URL for `href` (resolved on `origin` when given), or null (mailto:, tel:, garbage). */
function webUrl(href: string, origin?: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * schema.org Organization of the site: its name, home URL, square logo and the profiles it keeps on social
 * networks (sameAs takes absolute web addresses only, so e-mail and phone accounts are left out).
 */
export function organizationLd(site: Pick<Site, 'site_name' | 'logo1' | 'logo2'>, origin: string, accounts: Account[]) {
  const logo = webUrl(site.logo2 || site.logo1, origin);
  const sameAs = [...new Set(accounts.map((a) => webUrl(a.href)).filter((u): u is string => u !== null))];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.site_name,
    url: `${origin}/`,
    ...(logo ? { logo } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
