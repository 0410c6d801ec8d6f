import { createRequire } from 'node:module';
import { type Icon, IconSet } from './iconify';

// Fluent Emoji (MIT), the colour set, from @iconify-json/fluent-emoji: the motifs of game art, logos and banners.

const FLUENT = new IconSet(createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji/icons.json'));

export type Emoji = Icon;

/** A Fluent Emoji by its name (`fish`, `crown`, …), or null when the set has no such icon. */
export function emoji(name: string): Emoji | null {
  return FLUENT.icon(name);
}

/** An emoji without its blur filters (see Placement.flat), for marks that are drawn small. */
export function flatEmoji(name: string): Emoji | null {
  const icon = emoji(name);
  return icon ? { ...icon, body: flatBody(name, icon.body) } : null;
}

/** Names of every icon in the set (for tests and for checking the tables that pick them). */
export function emojiNames(): string[] {
  return FLUENT.names();
}

export type Placement = {
  /** A prefix for the icon's ids, unique within the picture (the same icon twice keeps its gradients apart). */
  id: string;
  x: number;
  y: number;
  size: number;
  rotate?: number;
  opacity?: number;
  flip?: boolean;
  /**
   * Leaves out the icon's blur filters (soft highlights and shadows): at motif sizes of a few dozen pixels they
   * hardly show, and they are most of what an icon costs to rasterise.
   */
  flat?: boolean;
};

const flatBodies = new Map<string, string>();

function flatBody(name: string, body: string): string {
  let flat = flatBodies.get(name);
  if (flat === undefined) {
    flat = body.replace(/<filter\b[\s\S]*?<\/filter>/g, '').replace(/ filter="url\(#[^)]*\)"/g, '');
    flatBodies.set(name, flat);
  }
  return flat;
}

/** An emoji drawn as a square of `size` centred on (x, y); empty when the set lacks the icon. */
export function placeEmoji(
  name: string,
  { id, x, y, size, rotate = 0, opacity = 1, flip = false, flat = false }: Placement,
): string {
  const icon = emoji(name);
  if (!icon) return '';
  const prefix = `${id}_`;
  const left = x - size / 2;
  const top = y - size / 2;
  const turns = [rotate ? `rotate(${rotate} ${x} ${y})` : '', flip ? `translate(${2 * x} 0) scale(-1 1)` : ''].join(
    ' ',
  );
  const svg = `<svg x="${r(left)}" y="${r(top)}" width="${r(size)}" height="${r(size)}" viewBox="0 0 ${icon.width} ${icon.height}">${(flat ? flatBody(name, icon.body) : icon.body).replaceAll('@@', prefix)}</svg>`;
  const attrs = `${turns.trim() ? ` transform="${turns.trim()}"` : ''}${opacity < 1 ? ` opacity="${opacity}"` : ''}`;
  return attrs ? `<g${attrs}>${svg}</g>` : svg;
}

const r = (n: number) => Math.round(n * 10) / 10;
