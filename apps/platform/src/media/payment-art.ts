import { imageKey, PAYMENT_FALLBACK_IMAGE } from '@felt/contract';
import { esc, FONT, initials, type MediaFile, mediaFile, svgDoc } from './svg';

// Payment method badges: the method's name on a card of its own colour; and the one fallback badge.

/** The key the contract names for a method without an image: /api/media/payment/manual.png. */
export const PAYMENT_FALLBACK_KEY = imageKey('payment', PAYMENT_FALLBACK_IMAGE);

function badge(name: string, hue: number, mark: string): string {
  const size = Math.min(20, Math.floor(150 / Math.max(1, name.length * 0.6)));
  return svgDoc(
    240,
    96,
    name,
    `<rect x="2" y="2" width="236" height="92" rx="14" fill="hsl(${hue} 62% 32%)"/>` +
      `<rect x="16" y="26" width="44" height="44" rx="10" fill="hsl(${(hue + 30) % 360} 80% 65%)"/>` +
      `<text x="38" y="55" text-anchor="middle" font-family="${FONT}" font-size="17" font-weight="800" fill="#111">${esc(mark)}</text>` +
      `<text x="72" y="55" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${esc(name)}</text>`,
  );
}

/** A method's badge; the hue follows its position so a cashier's methods differ by more than their names. */
export function paymentArt(code: string, name: string, position: number): MediaFile {
  return mediaFile('payment', code, badge(name, Math.round((position * 137.508 + 200) % 360), initials(name)));
}

/** The fallback badge, stored under the fixed key (served as SVG whatever the name says). */
export function paymentFallbackArt(): MediaFile {
  return { ...mediaFile('payment', 'manual', badge('Manual payment', 210, 'MP')), key: PAYMENT_FALLBACK_KEY };
}
