import type { TemplateName, ThemeColor } from '@felt/contract';

/**
 * Hue (degrees) and chroma of each named colour's accent, the hue its backgrounds lean to, and for
 * yellowish accents a lighter seed on light pages so they stay bright with dark text instead of turning brown.
 */
export const COLOR_BASES: Record<ThemeColor, { h: number; c: number; bgH: number; lightL?: number }> = {
  gold: { h: 85, c: 0.14, bgH: 70, lightL: 0.8 },
  crimson: { h: 22, c: 0.19, bgH: 18 },
  emerald: { h: 160, c: 0.14, bgH: 175 },
  royal: { h: 295, c: 0.16, bgH: 285 },
  midnight: { h: 235, c: 0.1, bgH: 262 },
  neon: { h: 335, c: 0.26, bgH: 300 },
  candy: { h: 355, c: 0.2, bgH: 345 },
  lime: { h: 130, c: 0.22, bgH: 145, lightL: 0.82 },
  ocean: { h: 220, c: 0.15, bgH: 232 },
  sunset: { h: 48, c: 0.18, bgH: 28, lightL: 0.78 },
  pitch: { h: 150, c: 0.17, bgH: 160 },
  navy: { h: 250, c: 0.14, bgH: 258 },
  volt: { h: 115, c: 0.21, bgH: 125, lightL: 0.86 },
  carbon: { h: 62, c: 0.16, bgH: 260, lightL: 0.78 },
  flame: { h: 35, c: 0.2, bgH: 30 },
};

/** Where the header takes its colour from: the card surface, the accent, or a deeper band than the page. */
export type HeaderTone = 'surface' | 'accent' | 'deep';

/**
 * Each template's own reading of the five colours: a hue shift, how strongly backgrounds are tinted,
 * and the header tone. Together with the descriptor's mode this gives every template its own 5 palettes.
 */
export const TEMPLATE_TONES: Record<TemplateName, { shift: number; tint: number; header: HeaderTone }> = {
  template1: { shift: 0, tint: 1, header: 'deep' },
  template2: { shift: 8, tint: 1.4, header: 'surface' },
  template3: { shift: -6, tint: 1, header: 'deep' },
  template9: { shift: 12, tint: 0.6, header: 'surface' },
  template11: { shift: -10, tint: 1.2, header: 'deep' },
  template12: { shift: 4, tint: 1.5, header: 'surface' },
  template15: { shift: -14, tint: 0.8, header: 'surface' },
  template19: { shift: 10, tint: 0.8, header: 'accent' },
  template22: { shift: 18, tint: 1.6, header: 'deep' },
  template5: { shift: 0, tint: 2, header: 'surface' },
  template4: { shift: 10, tint: 1.5, header: 'accent' },
  template7: { shift: -12, tint: 2.2, header: 'accent' },
  template6: { shift: 14, tint: 2, header: 'surface' },
  template10: { shift: 20, tint: 1.8, header: 'deep' },
  template13: { shift: -8, tint: 1.2, header: 'accent' },
  template14: { shift: -20, tint: 2.5, header: 'surface' },
  template17: { shift: 6, tint: 1.5, header: 'accent' },
  template20: { shift: -16, tint: 2.5, header: 'surface' },
  template8: { shift: 0, tint: 0.6, header: 'deep' },
  template16: { shift: 8, tint: 0.5, header: 'accent' },
  template21: { shift: -10, tint: 1, header: 'surface' },
  template23: { shift: 14, tint: 0.8, header: 'deep' },
};
