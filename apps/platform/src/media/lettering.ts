import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Display faces from @fontsource packages, set as SVG paths with opentype.js: a drawing then looks the same
// whatever fonts the machine that rasterises or shows it has installed.

const require = createRequire(import.meta.url);

/** The little of opentype.js used here (its package ships no types). */
type OtCommand = { type: string; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number };
type OtPath = { commands: OtCommand[] };
type OtGlyph = { index: number; advanceWidth?: number; getPath(x: number, y: number, size: number): OtPath };
type OtFont = {
  unitsPerEm: number;
  charToGlyph(ch: string): OtGlyph;
  getKerningValue(left: OtGlyph, right: OtGlyph): number;
};
const opentype = require('opentype.js') as { parse(data: ArrayBuffer): OtFont };

export const FACES = {
  lilita: { pkg: '@fontsource/lilita-one', file: 'lilita-one', caps: 0.68 },
  titan: { pkg: '@fontsource/titan-one', file: 'titan-one', caps: 0.72 },
  luckiest: { pkg: '@fontsource/luckiest-guy', file: 'luckiest-guy', caps: 0.72 },
  bungee: { pkg: '@fontsource/bungee', file: 'bungee', caps: 0.72 },
  anton: { pkg: '@fontsource/anton', file: 'anton', caps: 0.74 },
} as const;
export type Face = keyof typeof FACES;
export const FACE_NAMES = Object.keys(FACES) as Face[];

/** Parsed fonts, per face and subset: each file is read and parsed once per process. */
const fonts = new Map<string, OtFont | null>();

function fontOf(face: Face, subset: 'latin' | 'latin-ext'): OtFont | null {
  const key = `${face}:${subset}`;
  if (!fonts.has(key)) {
    const { pkg, file } = FACES[face];
    let font: OtFont | null = null;
    try {
      const bytes = readFileSync(require.resolve(`${pkg}/files/${file}-${subset}-400-normal.woff`));
      font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    } catch {
      font = null;
    }
    fonts.set(key, font);
  }
  return fonts.get(key) ?? null;
}

const covers = (font: OtFont, text: string) => [...text].every((ch) => /\s/.test(ch) || font.charToGlyph(ch).index > 0);

/** The face's font that has a glyph for every character of `text` (latin, then latin-ext), or null. */
function fontFor(face: Face, text: string): OtFont | null {
  for (const subset of ['latin', 'latin-ext'] as const) {
    const font = fontOf(face, subset);
    if (font && covers(font, text)) return font;
  }
  return null;
}

/**
 * Glyphs of `text` and where each goes, in font units, kerned. Laid out here glyph by glyph rather than with the
 * library's own text layout, whose contextual lookups give some faces NaN coordinates (Bungee's "RTS").
 */
function layout(font: OtFont, text: string): { glyphs: OtGlyph[]; xs: number[]; width: number } {
  const glyphs = [...text].map((ch) => font.charToGlyph(ch));
  const xs: number[] = [];
  let x = 0;
  glyphs.forEach((glyph, i) => {
    xs.push(x);
    const kern = i + 1 < glyphs.length ? font.getKerningValue(glyph, glyphs[i + 1]!) : 0;
    x += (glyph.advanceWidth ?? 0) + (Number.isFinite(kern) ? kern : 0);
  });
  return { glyphs, xs, width: x };
}

const n = (v: number | undefined) => `${Math.round((v ?? 0) * 10) / 10}`;

/**
 * SVG path data of a glyph's outline, one decimal. Written here: the library's own writer caches every fraction it
 * rounds (a heap that only grows in a long-lived server) and writes NaN for some tiny ones.
 */
function pathData(path: OtPath): string {
  let d = '';
  for (const c of path.commands) {
    if (c.type === 'M' || c.type === 'L') d += `${c.type}${n(c.x)} ${n(c.y)}`;
    else if (c.type === 'Q') d += `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
    else if (c.type === 'C') d += `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
    else if (c.type === 'Z') d += 'Z';
  }
  return d;
}

/** Width of `text` set at `size` px, or null when the face lacks a glyph. */
export function widthOf(face: Face, text: string, size: number): number | null {
  const font = fontFor(face, text);
  return font ? (layout(font, text).width * size) / font.unitsPerEm : null;
}

export type Typeset = { d: string; width: number; capHeight: number };

/**
 * `text` as one SVG path, its left end at x and its baseline at y, or null when the face lacks a glyph (the
 * caller then uses a plain text element).
 */
export function setText(face: Face, text: string, size: number, x: number, y: number): Typeset | null {
  const font = fontFor(face, text);
  if (!font) return null;
  const scale = size / font.unitsPerEm;
  const { glyphs, xs, width } = layout(font, text);
  const d = glyphs.map((glyph, i) => pathData(glyph.getPath(x + xs[i]! * scale, y, size))).join('');
  return { d, width: width * scale, capHeight: FACES[face].caps * size };
}

/** A face picked from a number (a hash), among `faces`. */
export function faceOf(n: number, faces: readonly Face[] = FACE_NAMES): Face {
  return faces[Math.abs(n) % faces.length]!;
}

/** FNV-1a: a stable number from a text, for picking faces, motifs and positions without randomness. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}

/** `text` in exactly `lines` lines (fewer when it has fewer words), breaking at spaces so the longest is shortest. */
export function balance(text: string, lines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const n = Math.max(1, Math.min(lines, words.length));
  let best: string[] = [words.join(' ')];
  let bestLongest = Number.POSITIVE_INFINITY;
  // Every way to cut the words into n runs; titles are a few words, so this stays tiny.
  const cut = (from: number, left: number, acc: string[]) => {
    if (left === 1) {
      const split = [...acc, words.slice(from).join(' ')];
      const longest = Math.max(...split.map((l) => l.length));
      if (longest < bestLongest) [best, bestLongest] = [split, longest];
      return;
    }
    for (let i = from + 1; i <= words.length - left + 1; i++)
      cut(i, left - 1, [...acc, words.slice(from, i).join(' ')]);
  };
  cut(0, n, []);
  return best;
}
