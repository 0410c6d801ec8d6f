import type { ThemeColor } from '@felt/contract';

// Colours used to draw logos, banners and badges for each named theme colour. The site styles itself with its
// own palettes; these only make the generated images match them roughly.
export type Swatch = { base: string; accent: string; ink: string };

export const SWATCHES: Record<ThemeColor, Swatch> = {
  gold: { base: '#1c1608', accent: '#d9a93c', ink: '#fff6dc' },
  crimson: { base: '#2a0a12', accent: '#e0344f', ink: '#ffe6ea' },
  emerald: { base: '#062a1f', accent: '#2fbf82', ink: '#e3fff2' },
  royal: { base: '#0e1640', accent: '#5b74ff', ink: '#e8ecff' },
  midnight: { base: '#0b1020', accent: '#8aa4ff', ink: '#eef2ff' },
  neon: { base: '#15062e', accent: '#ff3cac', ink: '#ffe3f4' },
  candy: { base: '#3a0d2e', accent: '#ff8fc8', ink: '#fff0f8' },
  lime: { base: '#0f2608', accent: '#a6e22e', ink: '#f4ffe0' },
  ocean: { base: '#041e33', accent: '#2ec5ff', ink: '#e2f7ff' },
  sunset: { base: '#2b0f05', accent: '#ff8a3d', ink: '#fff0e4' },
  pitch: { base: '#07240f', accent: '#32d16f', ink: '#e4ffee' },
  navy: { base: '#0a1630', accent: '#3d8bff', ink: '#e6f0ff' },
  volt: { base: '#141a05', accent: '#d4ff2e', ink: '#fbffe4' },
  carbon: { base: '#16181c', accent: '#9aa4b2', ink: '#f2f4f7' },
  flame: { base: '#2a0800', accent: '#ff5a1f', ink: '#fff0e8' },
};

export function swatchOf(color: string): Swatch {
  return (SWATCHES as Record<string, Swatch>)[color] ?? SWATCHES.gold;
}
