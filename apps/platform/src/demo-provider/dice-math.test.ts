import { describe, expect, it } from 'vitest';
import { chanceBp, DIRECTIONS, payoutOf, rollDice, TARGET_MAX, TARGET_MIN } from './dice-math';

describe('Dice Duel math', () => {
  it('returns 99 % for every target and direction, over all 10,000 rolls', () => {
    const stake = 1_000_000;
    for (const direction of DIRECTIONS)
      for (let target = TARGET_MIN; target <= TARGET_MAX; target++) {
        let paid = 0;
        for (let roll = 0; roll < 10_000; roll++) paid += rollDice(stake, direction, target, () => roll).win;
        const rtp = paid / (stake * 10_000);
        expect(rtp).toBeLessThanOrEqual(0.99);
        expect(rtp).toBeGreaterThan(0.9899);
      }
  });

  it('counts the winning rolls exactly: under is strictly below, over strictly above', () => {
    expect(chanceBp('under', 50)).toBe(5000);
    expect(chanceBp('over', 50)).toBe(4999);
    expect(rollDice(100, 'under', 50, () => 4999).won).toBe(true);
    expect(rollDice(100, 'under', 50, () => 5000).won).toBe(false);
    expect(rollDice(100, 'over', 50, () => 5000).won).toBe(false);
    expect(rollDice(100, 'over', 50, () => 5001).won).toBe(true);
  });

  it('pays 99 / chance: 1.98× at 50 %, 49.5× at 2 %', () => {
    expect(payoutOf(100, 'under', 50)).toBe(198);
    expect(payoutOf(100, 'under', 2)).toBe(4950);
    expect(payoutOf(10, 'over', 98)).toBe(497);
  });
});
