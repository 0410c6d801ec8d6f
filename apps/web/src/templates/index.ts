import { bodyClassesOf, type ThemeCode } from '@felt/contract';
import type { TemplateDescriptor } from './descriptor';
import { CASINO_TEMPLATES } from './descriptors/casino';
import { SLOT_TEMPLATES } from './descriptors/slot';
import { SPORTSBOOK_TEMPLATES } from './descriptors/sportsbook';

export type { CardStyle, HeaderVariant, HomeSection, ShellName, TemplateDescriptor } from './descriptor';

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
 * stylesheet, the family shell rules and the palette. A colour switch changes attributes, never markup.
 */
export function templateAttributes(
  d: TemplateDescriptor,
  color: string,
): { className: string; 'data-template': string; 'data-family': string; 'data-color': string } {
  return {
    className: bodyClassesOf(d.theme, color).join(' '),
    'data-template': d.name,
    'data-family': d.family,
    'data-color': color,
  };
}
