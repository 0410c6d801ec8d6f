import { bodyClassesOf, type ThemeCode, type ThemeColor } from '@felt/contract';
import type { TemplateDescriptor } from './descriptor';
import { CASINO_TEMPLATES } from './descriptors/casino';
import { SLOT_TEMPLATES } from './descriptors/slot';
import { SPORTSBOOK_TEMPLATES } from './descriptors/sportsbook';
import { paletteStyle } from './palettes/palette-style';

export type { CardStyle, HeaderVariant, HomeSection, ShellName, Signature, TemplateDescriptor } from './descriptor';

/** All 22 descriptors, in the order of the families. */
export const TEMPLATES: readonly TemplateDescriptor[] = [
  ...CASINO_TEMPLATES,
  ...SLOT_TEMPLATES,
  ...SPORTSBOOK_TEMPLATES,
];

const BY_THEME = new Map(TEMPLATES.map((d) => [d.theme, d]));

export function templateFor(theme: ThemeCode): TemplateDescriptor {
  const descriptor = BY_THEME.get(theme);
  // Unreachable while the descriptor test passes; a theme code is validated before it gets here.
  if (!descriptor) throw new Error(`No template for theme ${theme}`);
  return descriptor;
}

/**
 * Attributes for <body>: the body classes of SPEC 2.6, and the data attributes that select the template
 * stylesheet and the family shell rules, and the palette's custom properties (palettes/palette-style.ts).
 */
export function templateAttributes(
  d: TemplateDescriptor,
  color: ThemeColor,
): {
  className: string;
  'data-template': string;
  'data-family': string;
  'data-color': string;
  'data-signature': string;
  style: Record<string, string>;
} {
  return {
    className: bodyClassesOf(d.theme, color).join(' '),
    'data-template': d.name,
    'data-family': d.family,
    'data-color': color,
    'data-signature': d.signature,
    style: paletteStyle(d, color),
  };
}
