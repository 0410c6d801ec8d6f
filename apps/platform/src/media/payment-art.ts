import { imageKey, PAYMENT_FALLBACK_IMAGE } from '@felt/contract';
import { type BrandMark, paymentMark, placeMark } from './brand-marks';
import { hashOf, setText, widthOf } from './lettering';
import { fitTitle } from './scene';
import { esc, FONT, initials, type MediaFile, mediaFile, svgDoc } from './svg';

// Payment method badges (240 × 96, shown at 5:2): the brand's own logo on a neutral tile where a licensed one
// exists (brand-marks.ts), else a two-tone monogram badge in the method's colours; and the one fallback badge.

/** The key the contract names for a method without an image: /api/media/payment/manual.png. */
export const PAYMENT_FALLBACK_KEY = imageKey('payment', PAYMENT_FALLBACK_IMAGE);

const W = 240;
const H = 96;

/** Colours of wallets that have no licensed logo, so their monograms look like them; others get a hue of their own. */
const WALLET_COLOURS: [RegExp, string][] = [
  [/gcash/i, '#0a6cf2'],
  [/\bmaya\b/i, '#00a862'],
  [/\bovo\b/i, '#4c2a86'],
  [/\bdana\b/i, '#118eea'],
  [/gopay/i, '#00a5cf'],
  [/momo/i, '#a50064'],
  [/zalo/i, '#0068ff'],
  [/vnpay/i, '#005baa'],
  [/touch 'n go|tng/i, '#0057b8'],
  [/\bboost\b/i, '#e5261f'],
  [/kbz/i, '#0a56a6'],
  [/wave ?pay/i, '#1d4fa3'],
  [/aya/i, '#c8161d'],
  [/qpay/i, '#1a63c6'],
  [/social ?pay/i, '#0b4ea2'],
  [/mon ?pay/i, '#6a2bb8'],
  [/esewa/i, '#4caf3d'],
  [/khalti/i, '#5c2d91'],
  [/ime ?pay/i, '#d92228'],
  [/yoomoney/i, '#7a35f0'],
  [/sber/i, '#1c9a36'],
  [/skrill/i, '#862165'],
  [/neteller/i, '#6aa532'],
  [/manual/i, '#3f4b63'],
];

function colourOf(name: string): string {
  for (const [words, colour] of WALLET_COLOURS) if (words.test(name)) return colour;
  return `hsl(${hashOf(name) % 360} 62% 40%)`;
}

const f = (n: number) => Math.round(n * 10) / 10;

/** The method's name in Lilita One as paths, fitted to a box; a text element if the face lacks a glyph. */
function nameSet(name: string, x: number, cy: number, maxWidth: number, maxSize: number, fill: string): string {
  const { lines, size } = fitTitle('lilita', name, { cx: 0, bottom: 0, maxWidth, maxSize, minSize: 11, lines: 2 });
  const leading = size * 1.02;
  const first = cy + size * 0.36 - ((lines.length - 1) * leading) / 2;
  return lines
    .map((line, i) => {
      const y = f(first + i * leading);
      const set = widthOf('lilita', line, size) === null ? null : setText('lilita', line, size, x, y);
      return set
        ? `<path d="${set.d}" fill="${fill}"/>`
        : `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="${fill}">${esc(line)}</text>`;
    })
    .join('');
}

/** A licensed mark on a light tile: a wordmark alone, a symbol with the name beside it. */
function markTile(name: string, mark: BrandMark, ink: string): string {
  const tile =
    '<defs><linearGradient id="pt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef1f6"/></linearGradient></defs>' +
    `<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="16" fill="url(#pt)" stroke="#d9dee8" stroke-width="2"/>`;
  if (mark.wordmark) return tile + placeMark(mark, 'pm', 34, 22, W - 68, H - 44);
  return tile + placeMark(mark, 'pm', 18, 18, 60, 60) + nameSet(name, 92, H / 2, W - 92 - 16, 28, ink);
}

/** A two-tone badge: the method's colour split on a slant, its initials in a white disc, its name in white. */
function monogram(name: string, colour: string): string {
  const mark = initials(name) || name.slice(0, 2).toUpperCase();
  const size = Math.min(30, 40 / Math.max(1, (widthOf('lilita', mark, 1) ?? mark.length * 0.6) * 1.1));
  const mw = widthOf('lilita', mark, size);
  const set = mw === null ? null : setText('lilita', mark, size, f(48 - mw / 2), f(48 + size * 0.36));
  return (
    `<defs><linearGradient id="pg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity=".82"/></linearGradient>` +
    `<clipPath id="pc"><rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="16"/></clipPath></defs>` +
    `<g clip-path="url(#pc)"><rect width="${W}" height="${H}" fill="#10131a"/><rect width="${W}" height="${H}" fill="url(#pg)"/>` +
    `<path d="M150 0H${W}V${H}H110Z" fill="#fff" fill-opacity=".12"/><path d="M188 0H${W}V${H}H160Z" fill="#000" fill-opacity=".12"/></g>` +
    '<circle cx="48" cy="48" r="30" fill="#fff"/>' +
    `<circle cx="48" cy="48" r="26" fill="none" stroke="${colour}" stroke-opacity=".35" stroke-width="2"/>` +
    (set
      ? `<path d="${set.d}" fill="${colour}"/>`
      : `<text x="48" y="58" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="800" fill="${colour}">${esc(mark)}</text>`) +
    nameSet(name, 90, H / 2, W - 90 - 14, 28, '#fff')
  );
}

function badge(name: string): string {
  const mark = paymentMark(name);
  const body = mark
    ? markTile(name, mark, mark.source === 'simple-icons' ? inkOf(mark) : '#1f2430')
    : monogram(name, colourOf(name));
  return svgDoc(W, H, name, body);
}

/** A one-colour mark's own colour, for the name beside it. */
const inkOf = (mark: BrandMark) => /fill="(#[0-9a-fA-F]{6})"/.exec(mark.body)?.[1] ?? '#1f2430';

/** A method's badge. Drawn from its name alone, so every tenant's "GCash" is the same file. */
export function paymentArt(code: string, name: string): MediaFile {
  return mediaFile('payment', code, badge(name));
}

/** The fallback badge, stored under the fixed key (served as SVG whatever the name says). */
export function paymentFallbackArt(): MediaFile {
  return { ...mediaFile('payment', 'manual', badge('Manual payment')), key: PAYMENT_FALLBACK_KEY };
}
