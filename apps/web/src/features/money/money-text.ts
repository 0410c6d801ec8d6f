import { formatMoney } from '@/lib/format-money';

/** An amount with its currency, written as the header's balance is: "MYR 1,000.5". */
export function moneyText(amount: number, currency: string, locale: string): string {
  const figure = formatMoney(amount, locale);
  return currency ? `${currency} ${figure}` : figure;
}
