import { describe, expect, it } from 'vitest';
import { fillMessage } from '@/i18n/fill-message';
import { errorParamText } from './error-text';

describe('errorParamText', () => {
  it('writes amounts with the money formatter in the page language, and keeps text', () => {
    expect(errorParamText({ max_stake: 2000.5, bonus: 120, code: 'welcome' }, 'en')).toEqual({
      max_stake: '2,000.5',
      bonus: '120',
      code: 'welcome',
    });
    expect(errorParamText({ winnings: 1234.5 }, 'esp').winnings).toBe(new Intl.NumberFormat('es').format(1234.5));
  });

  it('reads no params, or odd ones, as no words', () => {
    expect(errorParamText(undefined, 'en')).toEqual({});
    expect(errorParamText('x', 'en')).toEqual({});
    expect(errorParamText({ nested: { a: 1 }, flag: true }, 'en')).toEqual({});
  });

  it('fills an error text, ICU or compiled, with them', () => {
    const words = errorParamText({ max_stake: 2 }, 'en');
    expect(fillMessage('The largest stake allowed is {max_stake}.', words)).toBe('The largest stake allowed is 2.');
    expect(fillMessage(['The largest stake allowed is ', ['max_stake'], '.'], words)).toBe(
      'The largest stake allowed is 2.',
    );
  });
});
