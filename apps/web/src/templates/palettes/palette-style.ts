import type { ThemeColor } from '@felt/contract';
import type { TemplateDescriptor } from '../descriptor';
import { buildPalette, type Palette } from './palette';
import { TEMPLATE_TONES } from './tones';

// A page carries its own palette, the one template × colour it wears, as custom properties on <body>; the shared
// stylesheet once held all 110 (46 KB of render-blocking CSS for one palette's 600 bytes).

/** The palette of template `d` in `color`. */
export const paletteOf = (d: Pick<TemplateDescriptor, 'name' | 'mode'>, color: ThemeColor): Palette =>
  buildPalette({ mode: d.mode, color, ...TEMPLATE_TONES[d.name] });

const styles = new Map<string, Record<string, string>>();

/** The palette as a style object (`--c-<name>`), computed once per template and colour. */
export function paletteStyle(d: Pick<TemplateDescriptor, 'name' | 'mode'>, color: ThemeColor): Record<string, string> {
  const key = `${d.name}/${color}`;
  let style = styles.get(key);
  if (!style) {
    style = Object.fromEntries(Object.entries(paletteOf(d, color)).map(([name, value]) => [`--c-${name}`, value]));
    styles.set(key, style);
  }
  return style;
}
