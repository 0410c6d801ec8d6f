import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { flatEmoji } from './emoji';
import { IconSet } from './iconify';

// Brand logos for payment methods: full-colour ones from @iconify-json/logos (CC0), one-colour ones from
// simple-icons (CC0) in the brand's own colour, and Fluent Emoji for the generic kinds (a bank, a card).

const require = createRequire(import.meta.url);
const LOGOS = new IconSet(require.resolve('@iconify-json/logos/icons.json'));

export type BrandMark = {
  /** SVG content in the mark's own viewBox; ids marked `@@` (see iconify.ts). */
  body: string;
  width: number;
  height: number;
  source: 'logos' | 'simple-icons' | 'fluent-emoji';
  /** Whether the mark is the brand's wordmark (it names the method itself) or a symbol that wants the name beside it. */
  wordmark: boolean;
};

type Ref = { logos: string; wordmark: boolean } | { simple: string } | { emoji: string };

/** Method names and their marks; the first that matches wins. */
const MARKS: [RegExp, Ref][] = [
  [/\bvisa\b/i, { logos: 'visa', wordmark: true }],
  [/master ?card/i, { logos: 'mastercard', wordmark: false }],
  [/pay ?pal/i, { logos: 'paypal', wordmark: false }],
  [/apple ?pay/i, { logos: 'apple-pay', wordmark: true }],
  [/google ?pay|\bgpay\b/i, { logos: 'google-pay', wordmark: true }],
  [/stripe/i, { logos: 'stripe', wordmark: true }],
  [/american express|\bamex\b/i, { logos: 'amex', wordmark: true }],
  [/union ?pay/i, { logos: 'unionpay', wordmark: true }],
  [/bitcoin|\bbtc\b/i, { logos: 'bitcoin', wordmark: false }],
  [/ethereum|\beth\b/i, { logos: 'ethereum-color', wordmark: false }],
  [/tether|\busdt\b/i, { simple: 'tether' }],
  [/alipay/i, { simple: 'alipay' }],
  [/we ?chat/i, { simple: 'wechat' }],
  [/grab ?pay/i, { simple: 'grab' }],
  [/binance/i, { simple: 'binance' }],
  [/bank|transfer|wire/i, { emoji: 'bank' }],
  [/card/i, { emoji: 'credit-card' }],
  [/crypto|coin/i, { emoji: 'coin' }],
];

type SimpleIcon = { title: string; slug: string; hex: string; license?: unknown };
let simpleData: Map<string, SimpleIcon> | null = null;

/** simple-icons' colours by slug (its data file is half a megabyte: read once). */
function simpleHex(slug: string): SimpleIcon | undefined {
  if (!simpleData) {
    const list = JSON.parse(readFileSync(require.resolve('simple-icons/icons.json'), 'utf8')) as SimpleIcon[];
    simpleData = new Map(list.map((icon) => [icon.slug, icon]));
  }
  return simpleData.get(slug);
}

/** A simple-icons icon in its brand colour; icons with a licence of their own (not CC0) are left out. */
function simpleIcon(slug: string): BrandMark | null {
  const data = simpleHex(slug);
  if (!data || data.license) return null;
  let svg: string;
  try {
    svg = readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8');
  } catch {
    return null;
  }
  const d = /<path d="([^"]+)"/.exec(svg)?.[1];
  return d
    ? { body: `<path d="${d}" fill="#${data.hex}"/>`, width: 24, height: 24, source: 'simple-icons', wordmark: false }
    : null;
}

function resolve(ref: Ref): BrandMark | null {
  if ('logos' in ref) {
    const icon = LOGOS.icon(ref.logos);
    return icon ? { ...icon, source: 'logos', wordmark: ref.wordmark } : null;
  }
  if ('simple' in ref) return simpleIcon(ref.simple);
  const icon = flatEmoji(ref.emoji);
  return icon ? { ...icon, source: 'fluent-emoji', wordmark: false } : null;
}

/** The mark of a payment method by its name, or null when no licensed logo fits (a monogram is drawn instead). */
export function paymentMark(name: string): BrandMark | null {
  for (const [words, ref] of MARKS) if (words.test(name)) return resolve(ref);
  return null;
}

/** The mark placed in a box (x, y, w, h), kept to its own proportions and centred. */
export function placeMark(mark: BrandMark, id: string, x: number, y: number, w: number, h: number): string {
  const scale = Math.min(w / mark.width, h / mark.height);
  const mw = mark.width * scale;
  const mh = mark.height * scale;
  const r = (n: number) => Math.round(n * 10) / 10;
  return `<svg x="${r(x + (w - mw) / 2)}" y="${r(y + (h - mh) / 2)}" width="${r(mw)}" height="${r(mh)}" viewBox="0 0 ${mark.width} ${mark.height}">${mark.body.replaceAll('@@', `${id}_`)}</svg>`;
}
