import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

// The input filters of SPEC 5, applied while the player types.

/** Alphabet-only: letters A–Z, a–z and space. */
export function alphabetOnly(value: string): string {
  return value.replace(/[^A-Za-z ]/g, '');
}

/** Numeric-only: digits. */
export function digitsOnly(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

/** Where the caret belongs after filtering: it moves left by what was removed before it. */
export function caretAfterFilter(before: string, caret: number, filter: (value: string) => string): number {
  return filter(before.slice(0, caret)).length;
}

/** A register() result whose input drops refused characters before react-hook-form sees the value. */
export function withFilter(registration: UseFormRegisterReturn, filter: (value: string) => string) {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const clean = filter(input.value);
      if (clean !== input.value) {
        const caret = caretAfterFilter(input.value, input.selectionStart ?? input.value.length, filter);
        input.value = clean;
        input.setSelectionRange(caret, caret);
      }
      return registration.onChange(event);
    },
  };
}
