import { numberFormatter } from './format-number';

// The one money formatter (SPEC 9): the number formatter's digits (up to four decimals, none shown when they
// are zero, grouped the reader's way), but an empty purse still reads "0". Money is formatted only here, at
// the edge (STYLE).

/** formatMoney(1000, 'en') → "1,000"; 1000.5 → "1,000.5"; 12.34567 → "12.3457"; 0 → "0". */
export function formatMoney(amount: number, locale: string): string {
  if (!Number.isFinite(amount)) return numberFormatter(locale).format(0);
  // -0 would print as "-0".
  return numberFormatter(locale).format(amount === 0 ? 0 : amount);
}
