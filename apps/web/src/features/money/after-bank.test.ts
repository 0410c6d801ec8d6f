import { describe, expect, it } from 'vitest';
import { afterBankPath } from './after-bank';

describe('afterBankPath', () => {
  it('goes back to the withdrawal page when it sent the player', () => {
    expect(afterBankPath('?next=%2Fwithdrawal')).toBe('/withdrawal');
    expect(afterBankPath('?next=/withdrawal')).toBe('/withdrawal');
  });

  it('goes to the bank list otherwise', () => {
    for (const search of ['', '?next=', '?next=//evil.example', '?next=https://evil.example', '?next=/account']) {
      expect(afterBankPath(search)).toBe('/bank-details');
    }
  });
});
