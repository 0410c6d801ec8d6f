import { ERROR_KEYS } from '@felt/contract/tables';

const LETTERS_ONLY = /^[A-Za-z]+$/;

/** SPEC 8: a message made only of letters is a key of the errors messages; otherwise it is shown as is. */
export function errorTextOf(message: string | undefined, errorText: (key: string) => string | undefined): string {
  const text = message?.trim() ?? '';
  if (text === '') return errorText(ERROR_KEYS.unknownError) ?? ERROR_KEYS.unknownError;
  return (LETTERS_ONLY.test(text) && errorText(text)) || text;
}
