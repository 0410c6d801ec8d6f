// The virtual grid lays out rows itself, so it needs the column count CSS would pick for
// `repeat(auto-fill, minmax(var(--card-min), 1fr))` with `gap: var(--card-gap)` (templates set both).

/** A CSS length in px: '136px', '8.5rem' or '0.75em' (em read as rem: the grid sets no font size of its own). */
export function cssLengthPx(value: string, rootFontPx: number, fallbackPx: number): number {
  const match = /^\s*(-?[\d.]+)(px|rem|em)?\s*$/.exec(value);
  if (!match) return fallbackPx;
  const amount = Number(match[1]);
  if (!Number.isFinite(amount)) return fallbackPx;
  return match[2] === 'rem' || match[2] === 'em' ? amount * rootFontPx : amount;
}

/** How many columns of at least `minPx` (with `gapPx` between them) fit into `widthPx`; at least one. */
export function columnsFor(widthPx: number, minPx: number, gapPx: number): number {
  if (widthPx <= 0 || minPx <= 0) return 1;
  return Math.max(1, Math.floor((widthPx + gapPx) / (minPx + gapPx)));
}
