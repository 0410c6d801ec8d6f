import { describe, expect, it } from 'vitest';
import { alphabetOnly, caretAfterFilter, digitsOnly } from './filters';

describe('alphabetOnly', () => {
  it('keeps letters A–Z, a–z and spaces only', () => {
    expect(alphabetOnly('Ana María-Lopez 3rd')).toBe('Ana MaraLopez rd');
    expect(alphabetOnly('  John  Smith ')).toBe('  John  Smith ');
    expect(alphabetOnly('李雷')).toBe('');
  });
});

describe('digitsOnly', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('+63 (912) 345-6789')).toBe('639123456789');
    expect(digitsOnly('１２3')).toBe('3');
    expect(digitsOnly('abc')).toBe('');
  });
});

describe('caretAfterFilter', () => {
  it('moves the caret left by the characters removed before it', () => {
    expect(caretAfterFilter('12a34', 3, digitsOnly)).toBe(2);
    expect(caretAfterFilter('12a34', 5, digitsOnly)).toBe(4);
    expect(caretAfterFilter('12a34', 1, digitsOnly)).toBe(1);
  });
});
