// Colour arithmetic for palette generation and its contrast test: OKLCH in, sRGB hex out, WCAG 2.1 ratios.

export type Oklch = { l: number; c: number; h: number };

function toSrgbChannel(linear: number): number {
  return linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055;
}

function oklchToLinear({ l, c, h }: Oklch): [number, number, number] {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l1 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m1 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s1 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l1 - 3.3077115913 * m1 + 0.2309699292 * s1,
    -1.2684380046 * l1 + 2.6097574011 * m1 - 0.3413193965 * s1,
    -0.0041960863 * l1 - 0.7034186147 * m1 + 1.707614701 * s1,
  ];
}

function inGamut(rgb: [number, number, number]): boolean {
  return rgb.every((v) => v >= -1e-4 && v <= 1 + 1e-4);
}

/** sRGB hex of an OKLCH colour; chroma is reduced until the colour fits in sRGB, keeping lightness and hue. */
export function oklchToHex(color: Oklch): string {
  let c = color.c;
  let rgb = oklchToLinear({ ...color, c });
  while (!inGamut(rgb) && c > 0) {
    c = Math.max(0, c - 0.005);
    rgb = oklchToLinear({ ...color, c });
  }
  const hex = rgb.map((v) => {
    const channel = Math.round(toSrgbChannel(Math.min(1, Math.max(0, v))) * 255);
    return channel.toString(16).padStart(2, '0');
  });
  return `#${hex.join('')}`;
}

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Moves a colour's lightness away from the given backgrounds (up or down) until it reaches the ratio
 * against every one of them. Returns the hex it settled on.
 */
export function withContrast(color: Oklch, against: readonly string[], ratio: number, dir: 'up' | 'down'): string {
  let l = color.l;
  let hex = oklchToHex(color);
  while (against.some((bg) => contrast(hex, bg) < ratio) && l >= 0 && l <= 1) {
    l += dir === 'up' ? 0.01 : -0.01;
    hex = oklchToHex({ ...color, l: Math.min(1, Math.max(0, l)) });
  }
  return hex;
}
