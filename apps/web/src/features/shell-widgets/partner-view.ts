/** A partner as the tab shows it (settings/partners). */
export type PartnerView = { href: string; img_url: string; partner_name: string };

/** Only web links are followed: an operator's typo or a javascript: URL leaves the logo unlinked. */
export function safePartnerHref(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
