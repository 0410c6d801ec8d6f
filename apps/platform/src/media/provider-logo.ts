import { imageKey, imageUrl, providerLogoOf } from '@felt/contract';
import { placeEmoji } from './emoji';
import { faceOf, hashOf, setText, widthOf } from './lettering';
import { displayTitle } from './scene';
import { esc, FONT, initials, type MediaFile, mediaFile, svgDoc } from './svg';

// Provider logos: a two-tone badge per provider, its name set in a display face. No licensed logo exists for these
// game studios in the icon sets used here (brand-marks.ts), so each is a designed monogram.

/**
 * The drawing's version. Game art keys carry a content hash; a logo's key must be known from the provider code
 * alone (the site asks for a provider's logo, not for a key it was given), so this number stands in for the
 * hash: raise it whenever drawLogo changes, or cached logos would never be replaced.
 */
const LOGO_VERSION = 2;

const logoFile = (providerCode: string) => `${providerLogoOf(providerCode)}.v${LOGO_VERSION}.svg`;

/** The media key of a provider's logo, in the logos folder of SPEC 9: `logos/<logo code>.v<version>.svg`. */
export function providerLogoKey(providerCode: string): string {
  return imageKey('logos', logoFile(providerCode));
}

/** Where the site finds a provider's logo: /api/media/logos/jili.v2.svg. */
export function providerLogoUrl(providerCode: string): string {
  return imageUrl('logos', logoFile(providerCode));
}

/** Logos were first drawn under providers/: an address handed out then still finds its logo in logos/. */
export function movedLogoKey(key: string): string | null {
  return key.startsWith('providers/') ? imageKey('logos', key.slice('providers/'.length)) : null;
}

export type ProviderLogo = { code: string; name: string; position: number };

/** Providers whose names suggest an emblem (Red Tiger, Joker Gaming); the others wear their initials. */
export const EMBLEMS: [RegExp, string][] = [
  [/tiger/i, 'tiger-face'],
  [/dragon|dragoon/i, 'dragon-face'],
  [/joker/i, 'joker'],
  [/king/i, 'crown'],
  [/lucky/i, 'four-leaf-clover'],
  [/racing|derby/i, 'horse-face'],
  [/sport|sbo|bet/i, 'soccer-ball'],
  [/lottery|lotto/i, 'pool-8-ball'],
  [/live|casino/i, 'spade-suit'],
  [/hash/i, 'link'],
  [/fish/i, 'tropical-fish'],
];

const f = (n: number) => Math.round(n * 10) / 10;

/**
 * A two-tone badge in the provider's hue: a disc with its emblem or initials, and its name set as paths in a
 * display face (picked from its code), light on the dark half.
 */
function drawLogo({ code, name, position }: ProviderLogo): string {
  // Golden-angle steps give each provider in the list a hue far from its neighbours'.
  const hue = Math.round((position * 137.508) % 360);
  const face = faceOf(hashOf(code));
  const dark = `hsl(${hue} 62% 22%)`;
  const mid = `hsl(${hue} 70% 38%)`;
  const light = `hsl(${(hue + 30) % 360} 90% 64%)`;
  const emblem = EMBLEMS.find(([words]) => words.test(name))?.[1];
  const letters = initials(name) || code.slice(0, 2);
  let badge = '';
  if (emblem) badge = placeEmoji(emblem, { id: 'e', x: 48, y: 48, size: 40, flat: true });
  else {
    const size = Math.min(26, 40 / Math.max(0.5, (widthOf(face, letters, 1) ?? letters.length * 0.6) * 1.1));
    const w = widthOf(face, letters, size);
    const set = w === null ? null : setText(face, letters, size, f(48 - w / 2), f(48 + size * 0.36));
    badge = set
      ? `<path d="${set.d}" fill="${dark}"/>`
      : `<text x="48" y="57" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="800" fill="${dark}">${esc(letters)}</text>`;
  }
  const title = displayTitle(
    face,
    name.toUpperCase(),
    { cx: 160, bottom: 0, middle: 48, maxWidth: 134, maxSize: 30, minSize: 11, lines: 2, leading: 1.02 },
    { fill: ['#ffffff', '#ffffff', `hsl(${(hue + 30) % 360} 90% 82%)`], outline: dark, stroke: 0.16 },
    't',
  );
  return svgDoc(
    240,
    96,
    name,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
      `<radialGradient id="d" cx=".38" cy=".32" r=".8"><stop offset="0" stop-color="#fff"/><stop offset=".55" stop-color="${light}"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 80% 45%)"/></radialGradient>` +
      '<clipPath id="c"><rect x="2" y="2" width="236" height="92" rx="18"/></clipPath></defs>' +
      `<g clip-path="url(#c)"><rect width="240" height="96" fill="url(#b)"/><path d="M0 0H118L84 96H0Z" fill="#fff" fill-opacity=".08"/></g>` +
      `<rect x="3" y="3" width="234" height="90" rx="17" fill="none" stroke="${light}" stroke-opacity=".5" stroke-width="2"/>` +
      `<circle cx="48" cy="48" r="30" fill="url(#d)" stroke="${dark}" stroke-width="3"/>${badge}` +
      title.svg,
  );
}

export function providerLogo(provider: ProviderLogo): MediaFile {
  // The ETag follows the content, as for every other media file.
  return { ...mediaFile('logos', provider.code, drawLogo(provider)), key: providerLogoKey(provider.code) };
}
