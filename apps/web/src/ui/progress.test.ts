import { describe, expect, it } from 'vitest';
import { clampPercent } from './progress';

describe('clampPercent', () => {
  it('caps at 100 and floors at 0', () => {
    expect(clampPercent(250)).toBe(100);
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(42.4)).toBe(42);
    expect(clampPercent(99.6)).toBe(100);
  });

  it('reads anything that is not a number as no progress', () => {
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
