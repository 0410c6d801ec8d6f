import { seededRandom } from '../seeded-random';
import { balance, type Face, setText, widthOf } from './lettering';
import { esc, FONT } from './svg';

// Pieces the generated pictures share: light rays, sparkles, glows and display lettering with an outline.

/** A seeded generator, so a picture's scatter is the same on every run. */
export const randomOf = seededRandom;

const f = (n: number) => Math.round(n * 10) / 10;

/** `n` light rays from (cx, cy), every other wedge filled, reaching `r`. */
export function rays(cx: number, cy: number, n: number, r: number, fill: string, turn = 0, opacity = 1): string {
  let d = '';
  const step = (2 * Math.PI) / (n * 2);
  for (let i = 0; i < n; i++) {
    const a = turn + i * 2 * step;
    d += `M${cx} ${cy}L${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}L${f(cx + Math.cos(a + step) * r)} ${f(cy + Math.sin(a + step) * r)}Z`;
  }
  return `<path d="${d}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}/>`;
}

/** A four-pointed sparkle centred on (x, y). */
export function sparkle(x: number, y: number, size: number, fill: string, opacity = 1): string {
  const s = size / 2;
  const k = s * 0.18;
  const d = `M${f(x)} ${f(y - s)}Q${f(x + k)} ${f(y - k)} ${f(x + s)} ${f(y)}Q${f(x + k)} ${f(y + k)} ${f(x)} ${f(y + s)}Q${f(x - k)} ${f(y + k)} ${f(x - s)} ${f(y)}Q${f(x - k)} ${f(y - k)} ${f(x)} ${f(y - s)}Z`;
  return `<path d="${d}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${f(opacity * 100) / 100}"` : ''}/>`;
}

/** Sparkles and soft dots scattered over a box, from a seed. */
export function scatter(
  seed: number,
  count: number,
  box: { x: number; y: number; w: number; h: number },
  color: string,
  scale = 1,
): string {
  const rnd = randomOf(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = box.x + rnd() * box.w;
    const y = box.y + rnd() * box.h;
    const big = rnd();
    out +=
      i % 3 === 2
        ? `<circle cx="${f(x)}" cy="${f(y)}" r="${f((1.2 + big * 2.2) * scale)}" fill="${color}" fill-opacity="${f(30 + big * 50) / 100}"/>`
        : sparkle(x, y, (6 + big * 16) * scale, color, 0.55 + big * 0.45);
  }
  return out;
}

export type TitleStyle = {
  /** Fill gradient, top to bottom. */
  fill: [string, string, string];
  /** Outline colour, drawn under the fill. */
  outline: string;
  /** Outline width as a share of the font size. */
  stroke?: number;
};

export type TitleBox = {
  cx: number;
  /** Baseline of the last line. */
  bottom: number;
  /** When given, the block of lines is centred on this height instead (and `bottom` is ignored). */
  middle?: number;
  maxWidth: number;
  maxSize: number;
  minSize?: number;
  lines?: number;
  /** Line spacing as a share of the font size. */
  leading?: number;
};

export type Title = { svg: string; size: number; lines: string[]; top: number };

/** The largest size and line split at which `text` fits `maxWidth` in `face`, trying one line up to `lines`. */
export function fitTitle(face: Face, text: string, box: TitleBox): { lines: string[]; size: number } {
  const max = box.lines ?? 2;
  let best = { lines: [text], size: 0 };
  for (let n = 1; n <= max; n++) {
    const lines = balance(text, n);
    if (lines.length < n) break;
    const widest = Math.max(...lines.map((l) => widthOf(face, l, 100) ?? l.length * 60));
    const byWidth = (box.maxWidth / widest) * 100;
    // Each extra line costs height: a lower ceiling, and it must win clearly, keeps titles from towering.
    const size = Math.min(byWidth, box.maxSize * (n === 1 ? 1 : n === 2 ? 0.8 : 0.62));
    if (size > best.size * (n === 3 ? 1.25 : 1.08)) best = { lines, size };
  }
  return { lines: best.lines, size: Math.max(box.minSize ?? 10, Math.floor(best.size)) };
}

/**
 * A title in `face`, centred on `cx`, set as paths with a dark outline, a drop shadow and a gradient fill:
 * it reads on any background. A face without a glyph for the text falls back to a plain text element.
 */
export function displayTitle(face: Face, text: string, box: TitleBox, style: TitleStyle, id: string): Title {
  const { lines, size } = fitTitle(face, text, box);
  const leading = box.leading ?? 0.96;
  const stroke = f(size * (style.stroke ?? 0.16));
  const block = (lines.length - 1) * size * leading + size * 0.72;
  const bottom = box.middle === undefined ? box.bottom : box.middle + block / 2;
  const top = bottom - block;
  // One path per line, each filled with the whole gradient (its own bounding box), so every line reads alike.
  let shapes = '';
  lines.forEach((line, i) => {
    const y = f(bottom - (lines.length - 1 - i) * size * leading);
    const width = widthOf(face, line, size);
    const set = width === null ? null : setText(face, line, size, f(box.cx - width / 2), y);
    shapes += set
      ? `<path d="${set.d}"/>`
      : `<text x="${box.cx}" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="900">${esc(line)}</text>`;
  });
  const grad = `<linearGradient id="${id}f" x1="0" y1="0" x2="0" y2="1"><stop offset=".1" stop-color="${style.fill[0]}"/><stop offset=".55" stop-color="${style.fill[1]}"/><stop offset="1" stop-color="${style.fill[2]}"/></linearGradient>`;
  const svg =
    `<defs>${grad}<g id="${id}">${shapes}</g></defs>` +
    `<use href="#${id}" transform="translate(0 ${f(size * 0.09)})" fill="#000" fill-opacity=".5" stroke="#000" stroke-opacity=".5" stroke-width="${stroke}" stroke-linejoin="round"/>` +
    `<use href="#${id}" fill="${style.outline}" stroke="${style.outline}" stroke-width="${stroke}" stroke-linejoin="round"/>` +
    `<use href="#${id}" fill="url(#${id}f)"/>`;
  return { svg, size, lines, top };
}
