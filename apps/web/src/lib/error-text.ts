import { ERROR_KEYS } from '@felt/contract/tables';
import { formatMoney } from './format-money';

const LETTERS_ONLY = /^[A-Za-z]+$/;

/** SPEC 8: a message made only of letters is a key of the errors messages; otherwise it is shown as is. */
export function errorTextOf(message: string | undefined, errorText: (key: string) => string | undefined): string {
  const text = message?.trim() ?? '';
  if (text === '') return errorText(ERROR_KEYS.unknownError) ?? ERROR_KEYS.unknownError;
  return (LETTERS_ONLY.test(text) && errorText(text)) || text;
}

/**
 * A failed answer's params as the words its message takes ({max_stake}, {bonus}): every number a platform error
 * names is an amount in major units (bonusStakeTooHigh, bonusActive, wageringIncomplete), written by the money
 * formatter; text stays as it is; anything else is left out.
 */
export function errorParamText(params: unknown, locale: string): Record<string, string> {
  if (typeof params !== 'object' || params === null) return {};
  const words: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'number') words[name] = formatMoney(value, locale);
    else if (typeof value === 'string') words[name] = value;
  }
  return words;
}
