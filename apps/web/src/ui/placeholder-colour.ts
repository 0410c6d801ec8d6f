// The average colour of a thumbhash, read from its header alone. The page shows it under every picture from the
// first paint; the thumbhash decoder that draws the blurred placeholder loads later, when the browser is idle
// (lazy-image.tsx), so the first load carries these few lines instead of the decoder.

/** The thumbhash's bytes from its base64 form (the contract's `placeholder`), or null when it is not base64. */
export function placeholderBytes(base64: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

const unit = (value: number) => Math.max(0, Math.min(1, value));
const byte = (value: number) => Math.round(unit(value) * 255);

/**
 * The hash's average colour as CSS, e.g. 'rgb(120 84 40)', or null for a hash too short to have one. The
 * header's first 24 bits hold the average in the hash's LPQ colour space: luminance (6 bits) and two
 * chroma axes (6 bits each), converted here to RGB.
 */
export function placeholderColour(hash: Uint8Array): string | null {
  if (hash.length < 5) return null;
  const header = (hash[0] ?? 0) | ((hash[1] ?? 0) << 8) | ((hash[2] ?? 0) << 16);
  const l = (header & 63) / 63;
  const p = ((header >> 6) & 63) / 31.5 - 1;
  const q = ((header >> 12) & 63) / 31.5 - 1;
  const b = l - (2 / 3) * p;
  const r = (3 * l - b + q) / 2;
  const g = r - q;
  return `rgb(${byte(r)} ${byte(g)} ${byte(b)})`;
}
