import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGAGEMENT } from '../../tenants/engagement-schema';
import { drawPrize, oddsTable, type Prize } from './minigame-odds';

// The published odds and the draw: the odds are the weights' shares, and the draw lands on each prize as often.

/** A small deterministic generator (mulberry32), so the draw is tested the same way every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return (max: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}

const WHEEL = DEFAULT_ENGAGEMENT.minigame.prizes as Prize[];

describe('oddsTable', () => {
  it('publishes each prize with its index and odds that sum to 1', () => {
    const table = oddsTable(WHEEL);
    expect(table.map((p) => p.index)).toEqual(WHEEL.map((_, i) => i));
    expect(table.reduce((sum, p) => sum + p.odds, 0)).toBeCloseTo(1, 12);
    const total = WHEEL.reduce((sum, p) => sum + p.weight, 0);
    for (const prize of table) expect(prize.odds).toBe(prize.weight / total);
  });
});

describe('drawPrize', () => {
  it('maps every ticket to the prize whose weight covers it', () => {
    const prizes: Prize[] = [
      { kind: 'none', amount: 0, weight: 2 },
      { kind: 'cash', amount: 5, weight: 1 },
      { kind: 'tokens', amount: 3, weight: 3 },
    ];
    const drawn = [0, 1, 2, 3, 4, 5].map((ticket) => drawPrize(prizes, () => ticket));
    expect(drawn).toEqual([0, 0, 1, 2, 2, 2]);
  });

  it('refuses a ticket off the wheel', () => {
    expect(() => drawPrize(WHEEL, () => 100)).toThrow();
    expect(() => drawPrize(WHEEL, () => -1)).toThrow();
  });

  it('lands on each prize as often as its odds say (chi-square over 100,000 seeded draws)', () => {
    const draws = 100_000;
    const random = seeded(7);
    const counts = WHEEL.map(() => 0);
    for (let i = 0; i < draws; i++) counts[drawPrize(WHEEL, random)]! += 1;
    const chiSquare = oddsTable(WHEEL).reduce((sum, prize) => {
      const expected = prize.odds * draws;
      return sum + (counts[prize.index]! - expected) ** 2 / expected;
    }, 0);
    // 7 degrees of freedom: 24.32 is the 0.1 % critical value.
    expect(chiSquare).toBeLessThan(24.32);
  });

  it('draws with crypto randomness by default', () => {
    const index = drawPrize(WHEEL);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(WHEEL.length);
  });
});
