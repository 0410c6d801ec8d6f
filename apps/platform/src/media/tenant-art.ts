import { placeEmoji } from './emoji';
import { drawnMotif } from './game-art';
import { FACE_NAMES, type Face, faceOf, hashOf, setText, widthOf } from './lettering';
import { swatchOf } from './palette';
import { rasterPicture } from './raster';
import { displayTitle, fitTitle, randomOf, rays, scatter, sparkle } from './scene';
import { esc, FONT, initials, type MediaFile, mediaFile, svgDoc } from './svg';

// Logos, banners and partner badges drawn from a tenant's logo text and colour at import time: an emblem from the
// brand's words (Fluent Emoji), the logo text set as paths in a display face picked per brand, in its colours.

type Brand = { domain: string; logoText: string; siteName: string; color: string };

/** Words of brand names and the emblem each suggests; the first that matches wins. */
export const EMBLEMS: [RegExp, string][] = [
  [/lantern/i, 'red-paper-lantern'],
  [/dragon/i, 'dragon-face'],
  [/tiger/i, 'tiger-face'],
  [/panda/i, 'panda'],
  [/koi|carp/i, 'tropical-fish'],
  [/reef|ocean|sea\b|marine/i, 'tropical-fish'],
  [/lucky|luck|clover/i, 'four-leaf-clover'],
  [/crown|royal|royale|king|queen|palace|empire/i, 'crown'],
  [/ruby|jade|gem|diamond|jewel|emerald|sapphire/i, 'gem-stone'],
  [/pagoda|temple|shrine/i, 'hindu-temple'],
  [/star\b|stars|starlight/i, 'glowing-star'],
  [/volcano/i, 'volcano'],
  [/island/i, 'desert-island'],
  [/candy|sweet/i, 'lollipop'],
  [/neon|reels?\b|slots?\b|spins?\b|jackpot/i, 'slot-machine'],
  [/himalaya|everest|mountain/i, 'snow-capped-mountain'],
  [/taiga|forest|pine/i, 'evergreen-tree'],
  [/\bsol\b|sun\b|sunny/i, 'sun'],
  [/goal|football|soccer/i, 'soccer-ball'],
  [/arena|sport|bet\b|cup\b|champion/i, 'trophy'],
  [/steppe|khan|horse/i, 'horse-face'],
  [/mekong|river|irrawaddy|lotus/i, 'lotus'],
  [/fortune|gold|golden|rich|cash|money/i, 'money-bag'],
  [/rocket|moon|cosmic/i, 'rocket'],
  [/fire|flame|blaze/i, 'fire'],
];

/** Emblems for a brand whose words suggest none: a crown, a gem or a star, by the brand's hash. */
export const FALLBACK_EMBLEMS = ['crown', 'gem-stone', 'glowing-star'];

/** The brand's emblem: from its logo text, then its site name, else by hash. Exported for tests. */
export function emblemOf({ logoText, siteName, domain }: Brand): string {
  for (const text of [logoText, siteName]) for (const [words, name] of EMBLEMS) if (words.test(text)) return name;
  return FALLBACK_EMBLEMS[hashOf(domain) % FALLBACK_EMBLEMS.length]!;
}

/** The brand's display face, picked from its domain so a site keeps its face when its text changes. */
export function faceOfBrand(brand: Brand): Face {
  const face = faceOf(hashOf(`face:${brand.domain}`), FACE_NAMES);
  return widthOf(face, brand.logoText, 10) === null
    ? (FACE_NAMES.find((f) => widthOf(f, brand.logoText, 10)) ?? face)
    : face;
}

const f = (n: number) => Math.round(n * 10) / 10;

/** A round emblem: the brand colour in a ringed disc, the emoji standing on it. */
function emblemBadge(brand: Brand, cx: number, cy: number, r: number, id: string, flat = false): string {
  const s = swatchOf(brand.color);
  return (
    `<defs><radialGradient id="${id}g" cx=".38" cy=".3" r=".8"><stop offset="0" stop-color="${s.ink}"/><stop offset=".45" stop-color="${s.accent}"/><stop offset="1" stop-color="${s.base}"/></radialGradient></defs>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id}g)" stroke="${s.base}" stroke-width="${f(r * 0.09)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.84)}" fill="none" stroke="${s.ink}" stroke-opacity=".55" stroke-width="${f(r * 0.05)}"/>` +
    placeEmoji(emblemOf(brand), { id, x: cx, y: cy, size: r * 1.5, flat })
  );
}

/** The logo text in the brand's face, light to accent, outlined in the brand's dark: it reads on light and dark. */
function brandLettering(brand: Brand, box: { x: number; cy: number; maxWidth: number; maxSize: number }, id: string) {
  const s = swatchOf(brand.color);
  const face = faceOfBrand(brand);
  const text = brand.logoText.toUpperCase();
  const { lines, size } = fitTitle(face, text, {
    cx: 0,
    bottom: 0,
    maxWidth: box.maxWidth,
    maxSize: box.maxSize,
    lines: 2,
  });
  const leading = size * 0.98;
  const capHeight = size * 0.72;
  const blockHeight = capHeight + (lines.length - 1) * leading;
  const firstBaseline = box.cy - blockHeight / 2 + capHeight;
  let width = 0;
  let shapes = '';
  lines.forEach((line, i) => {
    const w = widthOf(face, line, size) ?? line.length * size * 0.6;
    width = Math.max(width, w);
    const set = setText(face, line, size, box.x, f(firstBaseline + i * leading));
    shapes += set
      ? `<path d="${set.d}"/>`
      : `<text x="${box.x}" y="${f(firstBaseline + i * leading)}" font-family="${FONT}" font-size="${size}" font-weight="900">${esc(line)}</text>`;
  });
  const stroke = f(size * 0.16);
  const svg =
    `<defs><linearGradient id="${id}f" x1="0" y1="0" x2="0" y2="1"><stop offset=".1" stop-color="#ffffff"/><stop offset=".5" stop-color="${s.ink}"/><stop offset="1" stop-color="${s.accent}"/></linearGradient><g id="${id}">${shapes}</g></defs>` +
    `<use href="#${id}" transform="translate(0 ${f(size * 0.07)})" fill="#000" fill-opacity=".35" stroke="#000" stroke-opacity=".35" stroke-width="${stroke}" stroke-linejoin="round"/>` +
    `<use href="#${id}" fill="${s.base}" stroke="${s.base}" stroke-width="${stroke}" stroke-linejoin="round"/>` +
    `<use href="#${id}" fill="url(#${id}f)"/>`;
  return { svg, width: width + stroke, lines: lines.length };
}

/** logo1: the header's wordmark, 80 high and at most four times as wide. */
function wordmark(brand: Brand): string {
  const H = 80;
  const text = brandLettering(brand, { x: 84, cy: H / 2, maxWidth: 230, maxSize: 54 }, 'w');
  const width = Math.min(4 * H, Math.ceil(84 + text.width + 6));
  return svgDoc(width, H, brand.siteName, emblemBadge(brand, 40, 40, 34, 'e', true) + text.svg);
}

/** logo2: a square mark for app icons and compact headers: the emblem over rays, the initials below. */
function squareMark(brand: Brand): string {
  const s = swatchOf(brand.color);
  const face = faceOfBrand(brand);
  const letters = initials(brand.logoText) || brand.logoText.slice(0, 2).toUpperCase();
  const title = displayTitle(
    face,
    letters,
    { cx: 128, bottom: 226, maxWidth: 150, maxSize: 62, lines: 1 },
    { fill: ['#ffffff', s.ink, s.accent], outline: s.base, stroke: 0.2 },
    't',
  );
  return svgDoc(
    256,
    256,
    brand.siteName,
    `<defs><radialGradient id="g" cx=".5" cy=".38" r=".75"><stop offset="0" stop-color="${s.accent}"/><stop offset=".6" stop-color="${mix(s.accent, s.base, 0.55)}"/><stop offset="1" stop-color="${s.base}"/></radialGradient>` +
      `<clipPath id="c"><rect width="256" height="256" rx="56"/></clipPath></defs>` +
      `<g clip-path="url(#c)"><rect width="256" height="256" fill="url(#g)"/>${rays(128, 100, 12, 220, '#fff', 0, 0.1)}</g>` +
      `<rect x="6" y="6" width="244" height="244" rx="50" fill="none" stroke="${s.ink}" stroke-opacity=".35" stroke-width="4"/>` +
      placeEmoji(emblemOf(brand), { id: 'e', x: 128, y: 100, size: 132 }) +
      title.svg,
  );
}

/** logo3: a small round mark that still reads at favicon size: the emblem on the brand's disc. */
function favicon(brand: Brand): string {
  return svgDoc(64, 64, brand.siteName, emblemBadge(brand, 32, 32, 30, 'e', true));
}

export function tenantLogos(brand: Brand): { logo1: MediaFile; logo2: MediaFile; logo3: MediaFile } {
  const folder = `tenants/${brand.domain}`;
  return {
    logo1: mediaFile(folder, 'logo1', wordmark(brand)),
    logo2: mediaFile(folder, 'logo2', squareMark(brand)),
    logo3: mediaFile(folder, 'logo3', favicon(brand)),
  };
}

/** Two hex colours mixed: `t` of the way from a to b. */
function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => Number.parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => Number.parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

type Scene = {
  main: string | 'roulette' | 'seven';
  /** Two flanking motifs, then small ones further out. */
  also: string[];
  shower: string;
};

/** Banner scenes by what the slide links to; a page with several takes them in turn by the slide's position. */
export const SCENES: Record<string, Scene[]> = {
  promotions: [
    { main: 'wrapped-gift', also: ['money-bag', 'party-popper', 'confetti-ball', 'sparkles'], shower: 'coin' },
    { main: 'money-bag', also: ['money-with-wings', 'coin', 'dollar-banknote', 'sparkles'], shower: 'coin' },
    { main: 'trophy', also: ['wrapped-gift', 'sports-medal', 'party-popper', 'sparkles'], shower: 'coin' },
  ],
  slots: [{ main: 'slot-machine', also: ['cherries', 'seven', 'gem-stone', 'four-leaf-clover'], shower: 'coin' }],
  casino: [{ main: 'roulette', also: ['spade-suit', 'heart-suit', 'game-die', 'diamond-suit'], shower: 'coin' }],
  sports: [{ main: 'trophy', also: ['soccer-ball', 'basketball', 'sports-medal', 'tennis'], shower: 'glowing-star' }],
  crash: [{ main: 'rocket', also: ['ringed-planet', 'glowing-star', 'comet', 'coin'], shower: 'sparkles' }],
  fishing: [{ main: 'tropical-fish', also: ['blowfish', 'octopus', 'fish', 'bubbles'], shower: 'bubbles' }],
};
const IN_TURN = ['promotions', 'slots', 'sports', 'crash'];

/** The scene for a slide: by the first path segment of its link, else one of four in turn. Exported for tests. */
export function sceneOf(href: string | null | undefined, index: number): Scene {
  const first =
    (href ?? '')
      .replace(/^https?:\/\/[^/]+/, '')
      .split(/[/?#]/)
      .find(Boolean) ?? '';
  const key = first in SCENES ? first : /sport|bet/.test(first) ? 'sports' : IN_TURN[index % IN_TURN.length]!;
  const list = SCENES[key]!;
  return list[index % list.length]!;
}

/**
 * A home banner, 1200 × 400: on the right two-thirds a lit scene of large motifs, the left kept dark and calm
 * for the headline the site lays over it. No words in the picture: a phone crops its sides.
 */
export function slideSvg(brand: Brand, index: number, href?: string | null): string {
  const s = swatchOf(brand.color);
  const scene = sceneOf(href, index);
  const face = faceOfBrand(brand);
  const seed = hashOf(`${brand.domain}:${index}`);
  const rnd = randomOf(seed);
  // The scene's centre: right of middle, inside what a phone's 2:1 or 16:9 crop still shows (x 245–955).
  const cx = 790;
  const cy = 205;
  let out =
    '<defs>' +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${s.base}"/><stop offset=".45" stop-color="${mix(s.base, s.accent, 0.35)}"/><stop offset="1" stop-color="${mix(s.base, s.accent, 0.6)}"/></linearGradient>` +
    `<radialGradient id="gl" cx="${cx}" cy="${cy}" r="330" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${s.ink}" stop-opacity=".95"/><stop offset=".3" stop-color="${s.accent}" stop-opacity=".6"/><stop offset="1" stop-color="${s.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="lf" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${s.base}" stop-opacity=".96"/><stop offset=".3" stop-color="${s.base}" stop-opacity=".75"/><stop offset=".5" stop-color="${s.base}" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="fl" x1="0" y1="0" x2="0" y2="1"><stop offset=".7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></linearGradient>` +
    '</defs>' +
    '<rect width="1200" height="400" fill="url(#bg)"/>' +
    rays(cx, cy, 18, 900, s.ink, rnd() * Math.PI, 0.08) +
    `<circle cx="${cx}" cy="${cy}" r="330" fill="url(#gl)"/>` +
    scatter(seed, 26, { x: 420, y: 10, w: 770, h: 380 }, s.ink, 1.4) +
    `<ellipse cx="${cx}" cy="360" rx="330" ry="40" fill="#000" fill-opacity=".25"/>`;

  // A shower of small pieces, behind the cluster: flat (no blur filters), they stay light to draw.
  for (let i = 0; i < 9; i++) {
    const x = 470 + rnd() * 700;
    const y = 30 + rnd() * 340;
    out += placeEmoji(scene.shower, { id: `c${i}`, x, y, size: 26 + rnd() * 26, rotate: rnd() * 60 - 30, flat: true });
  }
  const [left, right, far1, far2] = scene.also;
  out += motif(left!, { id: 'l', x: cx - 215, y: cy + 50, size: 170, rotate: -12, flat: true }, seed, face);
  out += motif(right!, { id: 'r', x: cx + 220, y: cy + 40, size: 180, rotate: 10, flat: true }, seed, face);
  out += motif(far1!, { id: 'a', x: cx - 150, y: cy - 120, size: 92, rotate: -16, flat: true }, seed, face);
  out += motif(far2!, { id: 'b', x: cx + 300, y: cy - 125, size: 84, rotate: 14, flat: true }, seed, face);
  out += motif(scene.main, { id: 'm', x: cx, y: cy, size: 290, rotate: (rnd() - 0.5) * 10 }, seed, face);
  for (let i = 0; i < 5; i++) out += sparkle(560 + rnd() * 560, 40 + rnd() * 300, 22 + rnd() * 26, '#fff', 0.95);
  out += '<rect width="1200" height="400" fill="url(#lf)"/><rect width="1200" height="400" fill="url(#fl)"/>';
  return svgDoc(1200, 400, brand.siteName, out);
}

function motif(
  name: string,
  at: { id: string; x: number; y: number; size: number; rotate?: number; flat?: boolean },
  seed: number,
  face: Face,
): string {
  if (name === 'roulette' || name === 'seven') return drawnMotif(name, at.x, at.y, at.size, seed, face);
  return placeEmoji(name, at);
}

/** A home banner drawn and stored as a WebP picture with its placeholder (an SVG of these motifs weighs ~200 KB). */
export function slideArt(
  brand: Brand,
  index: number,
  href?: string | null,
): Promise<{ file: MediaFile; placeholder: string }> {
  return rasterPicture(`tenants/${brand.domain}`, `slide-${index + 1}`, slideSvg(brand, index, href));
}

/** Emblems for partner badges by what the partner's name says it does. */
export const PARTNER_EMBLEMS: [RegExp, string][] = [
  [/pay|secure|bank|wallet/i, 'locked'],
  [/responsible|care|safe|protect/i, 'shield'],
  [/fair|audit|test|council|commission/i, 'balance-scale'],
  [/alliance|partner|association/i, 'handshake'],
];

/** A partner badge: an emblem from the partner's name and the name set in Lilita One, in the tenant's colours. */
export function partnerBadge(brand: Brand, partnerName: string, index: number): MediaFile {
  const s = swatchOf(brand.color);
  const emblem = PARTNER_EMBLEMS.find(([words]) => words.test(partnerName))?.[1] ?? 'sports-medal';
  const { lines, size } = fitTitle('lilita', partnerName, {
    cx: 0,
    bottom: 0,
    maxWidth: 160,
    maxSize: 22,
    minSize: 10,
    lines: 2,
  });
  const leading = size * 1.05;
  const first = 40 + size * 0.36 - ((lines.length - 1) * leading) / 2;
  const text = lines
    .map((line, i) => {
      const y = f(first + i * leading);
      const set = setText('lilita', line, size, 68, y);
      return set
        ? `<path d="${set.d}" fill="${s.ink}"/>`
        : `<text x="68" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${s.ink}">${esc(line)}</text>`;
    })
    .join('');
  const body =
    `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(s.base, s.accent, 0.25)}"/><stop offset="1" stop-color="${s.base}"/></linearGradient></defs>` +
    `<rect x="2" y="2" width="236" height="76" rx="14" fill="url(#p)" stroke="${s.accent}" stroke-width="3"/>` +
    `<circle cx="36" cy="40" r="24" fill="${s.accent}" fill-opacity=".25"/>` +
    placeEmoji(emblem, { id: 'e', x: 36, y: 40, size: 36, flat: true }) +
    text;
  return mediaFile(`tenants/${brand.domain}`, `partner-${index + 1}`, svgDoc(240, 80, partnerName, body));
}
