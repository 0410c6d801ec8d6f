import { imageKey, imageUrl, providerLogoOf } from '@felt/contract';
import { esc, FONT, initials, type MediaFile, mediaFile, svgDoc } from './svg';

// Provider logos: a wordmark on a coloured shape, one colour per provider.

/**
 * The drawing's version. Game art keys carry a content hash; a logo's key must be known from the provider code
 * alone (the site asks for a provider's logo, not for a key it was given), so this number stands in for the
 * hash: raise it whenever drawLogo changes, or cached logos would never be replaced.
 */
const LOGO_VERSION = 1;

const logoFile = (providerCode: string) => `${providerLogoOf(providerCode)}.v${LOGO_VERSION}.svg`;

/** The media key of a provider's logo, in the logos folder of SPEC 9: `logos/<logo code>.v<version>.svg`. */
export function providerLogoKey(providerCode: string): string {
  return imageKey('logos', logoFile(providerCode));
}

/** Where the site finds a provider's logo: /api/media/logos/jili.v1.svg. */
export function providerLogoUrl(providerCode: string): string {
  return imageUrl('logos', logoFile(providerCode));
}

/** Logos were first drawn under providers/: an address handed out then still finds its logo in logos/. */
export function movedLogoKey(key: string): string | null {
  return key.startsWith('providers/') ? imageKey('logos', key.slice('providers/'.length)) : null;
}

type Shape = (fill: string) => string;

/** Three shapes, taken in turn, so neighbouring providers differ by more than colour. */
const SHAPES: Shape[] = [
  (fill) => `<rect x="4" y="4" width="232" height="88" rx="18" fill="${fill}"/>`,
  (fill) => `<rect x="4" y="14" width="232" height="68" rx="34" fill="${fill}"/>`,
  (fill) => `<path d="M24 4h212l-20 88H4z" fill="${fill}"/>`,
];

export type ProviderLogo = { code: string; name: string; position: number };

function drawLogo({ name, position }: ProviderLogo): string {
  // Golden-angle steps give each provider in the list a hue far from its neighbours'.
  const hue = Math.round((position * 137.508) % 360);
  const shape = SHAPES[position % SHAPES.length]!;
  // Long names get a smaller font (bold glyphs average about 0.6 em) to fit the 140 px beside the badge.
  const size = Math.min(22, Math.floor(140 / (name.length * 0.6)));
  return svgDoc(
    240,
    96,
    name,
    shape(`hsl(${hue} 68% 34%)`) +
      `<circle cx="46" cy="48" r="24" fill="hsl(${(hue + 40) % 360} 85% 62%)"/>` +
      `<text x="46" y="56" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="800" fill="#111">${esc(initials(name))}</text>` +
      `<text x="80" y="57" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff">${esc(name)}</text>`,
  );
}

export function providerLogo(provider: ProviderLogo): MediaFile {
  // The ETag follows the content, as for every other media file.
  return { ...mediaFile('logos', provider.code, drawLogo(provider)), key: providerLogoKey(provider.code) };
}
