import { MONEY_MAX_DECIMALS } from '@felt/contract/tables';

// The amount a player types, as text (inputMode="decimal"), turned into a number the contract accepts (the rule
// itself is in money-schemas.ts, loaded with a form's first check). The messages are keys: of the validation file,
// or of ui.money.problems (see useMoneyProblem).

/** Digits with at most MONEY_MAX_DECIMALS decimals, as the one money formatter shows them (SPEC 9). */
export const AMOUNT_TEXT = new RegExp(`^\\d{1,12}(\\.\\d{1,${MONEY_MAX_DECIMALS}})?$`);

/**
 * Spaces are dropped, and a lone decimal comma (the keypad of many languages offers only that) reads as a
 * point. Anything else, grouping commas included, stays as typed and is refused, rather than guessed.
 */
export function normalizeAmount(text: string): string {
  const clean = text.replace(/\s+/g, '');
  return /^\d+,\d+$/.test(clean) ? clean.replace(',', '.') : clean;
}

/** What the amount must stay within; a side left out is not checked. */
export type AmountLimits = { min?: number | undefined; max?: number | undefined; balance?: number | undefined };

export type LimitProblem = 'amountBelowMin' | 'amountAboveMax' | 'amountAboveBalance';

/** The first limit `amount` breaks: the method's minimum, then the balance, then the method's maximum. */
export function limitProblem(amount: number, { min, max, balance }: AmountLimits): LimitProblem | null {
  if (min !== undefined && amount < min) return 'amountBelowMin';
  if (balance !== undefined && amount > balance) return 'amountAboveBalance';
  if (max !== undefined && amount > max) return 'amountAboveMax';
  return null;
}

/** Round figures (1, 5, 10, 50 …) from twice the minimum up to the maximum: the amounts offered as one tap. */
export function quickAmounts(min: number, max: number, count = 4): number[] {
  const amounts: number[] = [];
  if (!(min > 0) || !(max >= min)) return amounts;
  for (let power = 10 ** Math.floor(Math.log10(min)); amounts.length < count && power <= max; power *= 10) {
    for (const figure of [power, 5 * power]) {
      if (figure >= 2 * min && figure <= max && amounts.length < count) amounts.push(figure);
    }
  }
  return amounts;
}
