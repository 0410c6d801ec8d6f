import { isThemeCode, isThemeColor, type ThemeCode, type ThemeColor } from '@felt/contract/tables';

// The operator gallery's preview sites (features/gallery): one tenant per skin, named
// g-<theme>-<colour>.<the gallery's own domain>. Only such a site may be framed, and only by the gallery
// (docs/decisions/0030).

export type PreviewSkin = { theme: ThemeCode; color: ThemeColor };

const LABEL = /^g-([a-z0-9]+)-([a-z]+)$/;
const HOST_NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

/** `g-slot3-neon.localhost` for the skin slot3 · neon shown by a gallery on `localhost`. */
export function previewDomain({ theme, color }: PreviewSkin, galleryDomain: string): string {
  return `g-${theme}-${color}.${galleryDomain}`;
}

/** The skin and the gallery's domain a preview domain names; null for any other domain. */
export function previewOf(domain: string): (PreviewSkin & { galleryDomain: string }) | null {
  const dot = domain.indexOf('.');
  if (dot < 0) return null;
  const match = LABEL.exec(domain.slice(0, dot));
  const galleryDomain = domain.slice(dot + 1);
  if (!match || !HOST_NAME.test(galleryDomain)) return null;
  const [, theme = '', color = ''] = match;
  if (!isThemeCode(theme) || !isThemeColor(theme, color)) return null;
  return { theme, color, galleryDomain };
}

/** A Host header's domain and port (':3000', or '' for the scheme's default); null when it is not one. */
function splitHost(host: string): { domain: string; port: string } | null {
  const match = /^([^:]+)(:\d{1,5})?$/.exec(host.toLowerCase());
  return match ? { domain: match[1] ?? '', port: match[2] ?? '' } : null;
}

/** The preview site's host beside a gallery served for `galleryHost`: same port, as a CSP source without a scheme. */
export function previewHost(skin: PreviewSkin, galleryHost: string): string | null {
  const parts = splitHost(galleryHost);
  return parts && HOST_NAME.test(parts.domain) ? `${previewDomain(skin, parts.domain)}${parts.port}` : null;
}

/**
 * Who may frame a page served for `host` (the Host header, port included): for a preview site, its gallery, as a
 * CSP source without a scheme (so only the page's own scheme matches) and with the same port; otherwise nobody
 * (null). A look-alike host (g-casino3-gold.evil.localhost) names only its own parent, which gains nothing.
 */
export function previewFrameAncestor(host: string): string | null {
  const parts = splitHost(host);
  const preview = parts && previewOf(parts.domain);
  return preview ? `${preview.galleryDomain}${parts.port}` : null;
}
