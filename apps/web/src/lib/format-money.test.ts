import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney (SPEC 9)', () => {
  it('drops zero decimals and keeps up to four', () => {
    expect(formatMoney(1000, 'en')).toBe('1,000');
    expect(formatMoney(1000.5, 'en')).toBe('1,000.5');
    expect(formatMoney(12.3456, 'en')).toBe('12.3456');
    expect(formatMoney(12.34567, 'en')).toBe('12.3457');
    expect(formatMoney(0.1 + 0.2, 'en')).toBe('0.3');
    expect(formatMoney(0, 'en')).toBe('0');
    expect(formatMoney(-0, 'en')).toBe('0');
    expect(formatMoney(-1234.5, 'en')).toBe('-1,234.5');
  });

  it("groups digits the reader's way, URL prefixes through their date locale", () => {
    expect(formatMoney(1234567.25, 'esp')).toBe(new Intl.NumberFormat('es').format(1234567.25));
    expect(formatMoney(1234567.25, 'rus')).toBe(new Intl.NumberFormat('ru').format(1234567.25));
    expect(formatMoney(1234567.25, 'de-DE')).toBe('1.234.567,25');
    // Filipino and Burmese read numbers the English way here (SPEC 3: date locale en).
    expect(formatMoney(1000, 'php')).toBe('1,000');
    expect(formatMoney(1000, 'mmk')).toBe('1,000');
  });

  it('falls back to en-US for an unknown or malformed locale, and to 0 for a non-number', () => {
    expect(formatMoney(1000, 'not a locale!')).toBe('1,000');
    expect(formatMoney(Number.NaN, 'en')).toBe('0');
  });
});
