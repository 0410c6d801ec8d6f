// Viewport breakpoints in px (SPEC 9). Media queries use min-width; before any matches, desktop is assumed.
export const BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;

export type BreakpointName = keyof typeof BREAKPOINTS;
export const BREAKPOINT_FALLBACK: BreakpointName = 'desktop';
export const BREAKPOINT_FEATURE = 'min-width';

/** The widest breakpoint whose min-width is at most the given width; the fallback when none is. */
export function breakpointFor(width: number | undefined): BreakpointName {
  if (width === undefined || !Number.isFinite(width)) return BREAKPOINT_FALLBACK;
  let match: BreakpointName | undefined;
  for (const [name, min] of Object.entries(BREAKPOINTS) as [BreakpointName, number][]) {
    if (width >= min) match = name;
  }
  return match ?? BREAKPOINT_FALLBACK;
}

export function isBreakpointName(value: string): value is BreakpointName {
  return Object.hasOwn(BREAKPOINTS, value);
}
