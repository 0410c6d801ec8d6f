// Money is integer minor units inside the platform; the contract's amounts are major units. One converter.

/** Currencies whose minor unit is the major unit; every other one has two decimals. */
const ZERO_DECIMALS = new Set(['VND', 'JPY', 'KRW']);

export function currencyExponent(currency: string): number {
  return ZERO_DECIMALS.has(currency.toUpperCase()) ? 0 : 2;
}

/** Minor units as the player reads them: 123456 PHP → 1234.56. */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** currencyExponent(currency);
}

/** A major amount in minor units, rounded to the nearest unit so binary fractions vanish: 1234.56 PHP → 123456. */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyExponent(currency));
}

/** About how many units of a currency a US dollar buys: defaults worded in dollars (payment limits, the bonus's
 * maximum stake, the engagement defaults) are set in the tenant's own currency with these. A currency not listed
 * is read as dollars. */
const PER_DOLLAR: Record<string, number> = {
  PHP: 58,
  IDR: 16_000,
  VND: 25_000,
  MYR: 4.5,
  CNY: 7.2,
  MMK: 2_100,
  MNT: 3_400,
  NPR: 135,
  RUB: 90,
  EUR: 0.9,
  THB: 36,
  JPY: 150,
  KRW: 1_350,
};

/** A round figure near `value`: one or two significant digits (290 → 300, 1450 → 1500). */
function roundFigure(value: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  const coarse = Math.round(value / step) * step;
  return Math.max(coarse, 1);
}

const perDollar = (currency: string) => PER_DOLLAR[currency.toUpperCase()] ?? 1;

/** `usd` dollars' worth of a currency, as a round figure in major units. */
export const dollarsWorth = (usd: number, currency: string) => roundFigure(usd * perDollar(currency));

/** The nearest of 1, 2 and 5 × a power of ten, as offers and caps are set (1,160 → 1,000; 3,600 → 5,000); 0 stays. */
export function roundAmount(value: number): number {
  if (!(value > 0)) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  // toPrecision drops the binary dust of powers below one (2 × 0.1).
  const figures = [1, 2, 5, 10].map((m) => Number((m * power).toPrecision(6)));
  return figures.reduce((best, figure) => (Math.abs(figure - value) < Math.abs(best - value) ? figure : best));
}

/**
 * `usd` dollars' worth of a currency as an offer reads it: 1, 2 or 5 × a power of ten (500 dollars are PHP 20,000
 * and IDR 10,000,000). The engagement defaults are converted with this.
 */
export const roundDollarsWorth = (usd: number, currency: string) => roundAmount(usd * perDollar(currency));
