// aff_domain (SPEC 7 startup): the domains of the site's affiliates. A visitor who first lands here from a
// page on one of them (or a subdomain) signs up under that affiliate. An entry is "host" (the affiliate is
// known by its host) or "host=CODE" (the affiliate_code to record).

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;
const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

export type AffiliateDomain = { host: string; code: string };

/** An aff_domain entry read, or null when it is neither "host" nor "host=CODE" with a code of at most 64. */
export function affiliateDomainOf(entry: string): AffiliateDomain | null {
  const [rawHost = '', code, ...rest] = entry.trim().split('=');
  const host = rawHost.toLowerCase();
  if (rest.length > 0 || !HOST.test(host)) return null;
  const affiliate = code ?? host;
  return CODE.test(affiliate) ? { host, code: affiliate } : null;
}

/** The affiliate code of the entry whose host the referring address is on (the longest host wins). */
export function affiliateOfReferrer(referrer: string, entries: readonly string[]): string | null {
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  let best: AffiliateDomain | null = null;
  for (const entry of entries) {
    const domain = affiliateDomainOf(entry);
    if (!domain || (host !== domain.host && !host.endsWith(`.${domain.host}`))) continue;
    if (!best || domain.host.length > best.host.length) best = domain;
  }
  return best?.code ?? null;
}
