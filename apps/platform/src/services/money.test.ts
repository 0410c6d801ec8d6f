import { describe, expect, it } from 'vitest';
import { currencyExponent, toMajor, toMinor } from './money';

describe('money', () => {
  it('uses two decimals by default and none for VND, JPY and KRW', () => {
    expect(currencyExponent('PHP')).toBe(2);
    expect(currencyExponent('vnd')).toBe(0);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KRW')).toBe(0);
  });

  it('converts both ways', () => {
    expect(toMajor(123456, 'PHP')).toBe(1234.56);
    expect(toMajor(123456, 'VND')).toBe(123456);
    expect(toMinor(1000, 'USD')).toBe(100000);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinor(1234.56, 'PHP')).toBe(123456);
    expect(toMinor(5000, 'VND')).toBe(5000);
  });
});
