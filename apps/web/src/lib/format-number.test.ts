import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber (SPEC 9)', () => {
  it('shows nothing for zero, or for what rounds to zero at four decimals', () => {
    expect(formatNumber(0, 'en')).toBe('');
    expect(formatNumber(-0, 'en')).toBe('');
    expect(formatNumber(0.00004, 'en')).toBe('');
    expect(formatNumber(-0.00004, 'en')).toBe('');
    expect(formatNumber(Number.NaN, 'en')).toBe('');
  });

  it('shows up to four decimals, none when they are zero', () => {
    expect(formatNumber(5, 'en')).toBe('5');
    expect(formatNumber(1500, 'en')).toBe('1,500');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
    expect(formatNumber(12.34567, 'en')).toBe('12.3457');
    expect(formatNumber(0.00005, 'en')).toBe('0.0001');
    expect(formatNumber(-3.25, 'en')).toBe('-3.25');
  });

  it("groups digits the reader's way", () => {
    expect(formatNumber(1234567.25, 'rus')).toBe(new Intl.NumberFormat('ru').format(1234567.25));
    expect(formatNumber(1000, 'not a locale!')).toBe('1,000');
  });
});
