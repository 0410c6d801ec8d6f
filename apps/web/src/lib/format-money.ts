import { DEFAULT_LOCALE_FALLBACK, localeByPrefix, MONEY_MAX_DECIMALS } from '@felt/contract/tables';

// The one money formatter (SPEC 9): up to four decimals, none shown when they are zero, grouped the way
// the reader's language groups digits. Money is formatted only here, at the edge (STYLE).

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

function formatterFor(locale: string): Intl.NumberFormat {
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

/** formatMoney(1000, 'en') → "1,000"; 1000.5 → "1,000.5"; 12.34567 → "12.3457". */
export function formatMoney(amount: number, locale: string): string {
  if (!Number.isFinite(amount)) return formatterFor(locale).format(0);
  // -0 would print as "-0".
  return formatterFor(locale).format(amount === 0 ? 0 : amount);
}
