import { DEFAULT_ENGAGEMENT, DEFAULT_TOKEN_VALUE, expectedReturn, type Prize } from '@felt/contract/operator';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../seeded-random';
import { drawPrize, favoursHouse, oddsTable } from './minigame-odds';

// The published odds and the draw: the odds are the weights' shares, and the draw lands on each prize as often;
// the default wheel pays back less than a spin costs.

/** A seeded draw below `max`, so the draw is tested the same way every run. */
function seeded(seed: number) {
  const next = seededRandom(seed);
  return (max: number) => Math.floor(next() * max);
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

describe('expectedReturn', () => {
  it('counts cash at its amount, tokens at the token value and none as nothing', () => {
    const prizes: Prize[] = [
      { kind: 'none', amount: 0, weight: 2 },
      { kind: 'cash', amount: 3, weight: 1 },
      { kind: 'tokens', amount: 4, weight: 1 },
    ];
    expect(expectedReturn(prizes, 0)).toBe(0.75);
    expect(expectedReturn(prizes, 0.5)).toBe(1.25);
    expect(favoursHouse({ spin_cost: 2, prizes }, 0.5)).toBe(false);
    expect(favoursHouse({ spin_cost: 3, prizes }, 0.5)).toBe(true);
  });

  it('keeps the default wheel below its cost: 0.41 cash and 0.46 tokens back per 1-token spin', () => {
    const { spin_cost } = DEFAULT_ENGAGEMENT.minigame;
    const cash = expectedReturn(WHEEL, 0);
    const all = expectedReturn(WHEEL, DEFAULT_TOKEN_VALUE);
    expect(cash).toBeCloseTo(0.41, 12);
    expect(all).toBeCloseTo(0.87, 12);
    expect(all).toBeLessThan(spin_cost * DEFAULT_TOKEN_VALUE);
    expect(favoursHouse(DEFAULT_ENGAGEMENT.minigame, DEFAULT_TOKEN_VALUE)).toBe(true);
    // A token spun with every token it wins brings less cash than a token is worth.
    const tokensBack = (all - cash) / DEFAULT_TOKEN_VALUE;
    expect(cash / (spin_cost - tokensBack)).toBeLessThan(DEFAULT_TOKEN_VALUE);
  });

  it('gives the 5 welcome tokens, spun to the last, less cash than they are worth (20,000 seeded players)', () => {
    const random = seeded(11);
    const { spin_cost } = DEFAULT_ENGAGEMENT.minigame;
    const players = 20_000;
    let cash = 0;
    for (let p = 0; p < players; p++) {
      let tokens = DEFAULT_ENGAGEMENT.welcome.tokens;
      while (tokens >= spin_cost) {
        tokens -= spin_cost;
        const prize = WHEEL[drawPrize(WHEEL, random)]!;
        if (prize.kind === 'cash') cash += prize.amount;
        if (prize.kind === 'tokens') tokens += prize.amount;
      }
    }
    // Expected 5 × 0.41 ÷ 0.54 ≈ 3.80 per player.
    expect(cash / players).toBeLessThan(DEFAULT_ENGAGEMENT.welcome.tokens * DEFAULT_TOKEN_VALUE);
    expect(cash / players).toBeCloseTo(3.8, 0);
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
    expect(() => drawPrize(WHEEL, () => 1_000)).toThrow();
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
