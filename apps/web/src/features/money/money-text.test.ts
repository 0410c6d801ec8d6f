import { describe, expect, it } from 'vitest';
import { moneyText } from './money-text';

describe('moneyText', () => {
  it('writes the currency before the amount, as the header does', () => {
    expect(moneyText(90_000, 'MYR', 'en')).toBe('MYR 90,000');
    expect(moneyText(25.5, 'PHP', 'en')).toBe('PHP 25.5');
  });

  it('groups digits the way the language does', () => {
    expect(moneyText(1234.5, 'EUR', 'esp')).toMatch(/^EUR 1\.?234,5$/);
  });

  it('leaves the currency out when the site has none', () => {
    expect(moneyText(10, '', 'en')).toBe('10');
  });
});
