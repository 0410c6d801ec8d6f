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
