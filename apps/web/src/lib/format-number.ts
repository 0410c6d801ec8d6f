import { DEFAULT_LOCALE_FALLBACK, localeByPrefix, MONEY_MAX_DECIMALS } from '@felt/contract/tables';

// The number formatter of SPEC 9: up to four decimals, none shown when they are zero, grouped the way the
// reader's language groups digits; a plain number (tokens) that is zero shows nothing. Money uses the same
// digits through formatMoney, where zero stays "0".

const formatters = new Map<string, Intl.NumberFormat>();

/** A URL prefix ('cn') reads as its date locale (SPEC 3's map); anything else is taken as a BCP 47 tag. */
function intlLocaleOf(locale: string): string {
  const tag = localeByPrefix(locale)?.dateLocale ?? locale;
  try {
    return Intl.NumberFormat.supportedLocalesOf(tag).length > 0 ? tag : DEFAULT_LOCALE_FALLBACK;
  } catch {
    // A malformed tag throws a RangeError.
    return DEFAULT_LOCALE_FALLBACK;
  }
}

/** The shared Intl formatter of a locale: 0 to MONEY_MAX_DECIMALS decimals. */
export function numberFormatter(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocaleOf(locale), {
      minimumFractionDigits: 0,
      maximumFractionDigits: MONEY_MAX_DECIMALS,
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** What rounds to zero at four decimals is zero. */
const SCALE = 10 ** MONEY_MAX_DECIMALS;

/** formatNumber(12.34567, 'en') → "12.3457"; 1500 → "1,500"; 0 → "" (SPEC 9: nothing for zero). */
export function formatNumber(value: number, locale: string): string {
  if (!Number.isFinite(value) || Math.round(Math.abs(value) * SCALE) === 0) return '';
  return numberFormatter(locale).format(value);
}
