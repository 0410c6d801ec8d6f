import type { ThemeColor } from '@felt/contract';
import type { PaletteMode } from '../descriptor';
import { contrast, luminance, oklchToHex, withContrast } from './color-math';
import { COLOR_BASES, type HeaderTone } from './tones';

/** The CSS custom properties of one palette, as #rrggbb. Names are the property names without `--c-`. */
export type Palette = {
  bg: string;
  surface: string;
  'surface-2': string;
  border: string;
  fg: string;
  muted: string;
  accent: string;
  'on-accent': string;
  'accent-text': string;
  header: string;
  'on-header': string;
  'header-cta': string;
  'on-header-cta': string;
  focus: string;
  /** Behind the logo: demo and most operator wordmarks are drawn for dark headers, so light ones get a plate. */
  'logo-plate': string;
};

/** Text pairs that must reach WCAG AA (4.5:1): [text, background]. */
export const TEXT_PAIRS: readonly [keyof Palette, keyof Palette][] = [
  ['fg', 'bg'],
  ['fg', 'surface'],
  ['fg', 'surface-2'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['muted', 'surface-2'],
  ['accent-text', 'bg'],
  ['accent-text', 'surface'],
  ['accent-text', 'surface-2'],
  ['on-accent', 'accent'],
  ['on-header', 'header'],
  ['on-header-cta', 'header-cta'],
];

/** Aim a little above 4.5 so rounding in any checker cannot tip a pair under the line. */
const TARGET = 4.7;

type Spec = { mode: PaletteMode; color: ThemeColor; shift: number; tint: number; header: HeaderTone };

function betterText(bg: string, candidates: readonly string[]): string {
  return [...candidates].sort((a, b) => contrast(b, bg) - contrast(a, bg))[0]!;
}

export function buildPalette({ mode, color, shift, tint, header }: Spec): Palette {
  const base = COLOR_BASES[color];
  const h = base.h + shift;
  const bh = base.bgH + shift;
  const dark = mode === 'dark';
  const tone = (l: number, c: number) => oklchToHex({ l, c: c * tint, h: bh });
  const bg = dark ? tone(0.17, 0.02) : tone(0.975, 0.01);
  const surface = dark ? tone(0.215, 0.025) : oklchToHex({ l: 0.995, c: 0.004, h: bh });
  const surface2 = dark ? tone(0.265, 0.03) : tone(0.93, 0.018);
  const backs = [bg, surface, surface2];
  const fg = withContrast({ l: dark ? 0.95 : 0.24, c: 0.012, h: bh }, backs, TARGET + 3, dark ? 'up' : 'down');
  const muted = withContrast({ l: dark ? 0.76 : 0.5, c: 0.03, h: bh }, backs, TARGET, dark ? 'up' : 'down');
  const light = oklchToHex({ l: 0.99, c: 0.005, h });
  const ink = oklchToHex({ l: 0.2, c: 0.03, h });
  // The accent keeps its hue; its lightness moves away from whichever text colour reads better on it.
  const accentSeed = { l: dark ? 0.76 : (base.lightL ?? 0.56), c: base.c, h };
  const onAccent = betterText(oklchToHex(accentSeed), [light, ink]);
  const accent = withContrast(accentSeed, [onAccent], TARGET, onAccent === light ? 'down' : 'up');
  const accentText = withContrast({ ...accentSeed, l: dark ? 0.8 : 0.5 }, backs, TARGET, dark ? 'up' : 'down');
  const deep = dark ? tone(0.12, 0.02) : tone(0.25, 0.04);
  const headerBg = header === 'surface' ? surface : header === 'accent' ? accent : deep;
  const onHeader = header === 'accent' ? onAccent : header === 'deep' ? betterText(deep, [fg, light]) : fg;
  const cta = header === 'accent' ? onAccent : accent;
  const onCta = header === 'accent' ? accent : onAccent;
  const plate = luminance(headerBg) > 0.18 ? oklchToHex({ l: 0.22, c: 0.04, h: bh }) : 'transparent';
  return {
    bg,
    surface,
    'surface-2': surface2,
    border: dark ? tone(0.36, 0.035) : tone(0.84, 0.03),
    fg,
    muted,
    accent,
    'on-accent': onAccent,
    'accent-text': accentText,
    header: headerBg,
    'on-header': onHeader,
    'header-cta': cta,
    'on-header-cta': onCta,
    focus: accentText,
    'logo-plate': plate,
  };
}
