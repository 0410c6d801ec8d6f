import { describe, expect, it } from 'vitest';
import { currencyExponent, dollarsWorth, roundAmount, roundDollarsWorth, toMajor, toMinor } from './money';

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

  it('sets dollar-worded defaults in the tenant currency as round figures', () => {
    // The bonus's default maximum stake: 2 dollars' worth, so a VND site bets up to 50,000 and not 2 dong.
    expect(dollarsWorth(2, 'USD')).toBe(2);
    expect(dollarsWorth(2, 'VND')).toBe(50_000);
    expect(dollarsWorth(2, 'PHP')).toBe(120);
    expect(dollarsWorth(5, 'IDR')).toBe(80_000);
  });

  it('sets offers as 1, 2 or 5 × a power of ten: the nearest such figure, 0 staying 0', () => {
    expect(roundAmount(1_160)).toBe(1_000);
    expect(roundAmount(3_600)).toBe(5_000);
    expect(roundAmount(16_000)).toBe(20_000);
    expect(roundAmount(0.9)).toBe(1);
    expect(roundAmount(0.45)).toBe(0.5);
    expect(roundAmount(0)).toBe(0);
    expect(roundDollarsWorth(500, 'USD')).toBe(500);
    expect(roundDollarsWorth(500, 'PHP')).toBe(20_000);
    expect(roundDollarsWorth(500, 'IDR')).toBe(10_000_000);
    expect(roundDollarsWorth(20, 'EUR')).toBe(20);
    // Thai baht and yen too, so a THB or JPY site does not take 5 baht as 5 dollars.
    expect(dollarsWorth(5, 'THB')).toBe(180);
    expect(roundDollarsWorth(20, 'JPY')).toBe(2_000);
  });
});
