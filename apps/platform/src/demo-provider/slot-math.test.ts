import { describe, expect, it } from 'vitest';
import { LINES, REELS, spin, windowAt, winOf } from './slot-math';
import { stakeLadder } from './stakes';

// The theoretical return of Lucky Sevens, from the reel strips and the paytable: every combination of stops.

function enumerate() {
  const [a, b, c] = REELS.map((strip) => strip.length) as [number, number, number];
  let paid = 0;
  let hits = 0;
  for (let i = 0; i < a; i++)
    for (let j = 0; j < b; j++)
      for (let k = 0; k < c; k++) {
        const win = winOf(LINES.length, spin(fixed([i, j, k])).wins);
        paid += win;
        if (win > 0) hits++;
      }
  const spins = a * b * c;
  return { rtp: paid / (spins * LINES.length), hitRate: hits / spins };
}

/** A draw that answers the given stops in turn. */
function fixed(stops: number[]) {
  let next = 0;
  return () => stops[next++]!;
}

describe('Lucky Sevens math', () => {
  it('returns 96.1875 % in theory, as the comment in slot-math.ts says', () => {
    const { rtp, hitRate } = enumerate();
    expect(rtp).toBeCloseTo(0.961875, 10);
    expect(hitRate).toBeGreaterThan(0.3);
  });

  it('pays 777 on the middle line 100 × the stake', () => {
    const stops = REELS.map((strip) => (strip.indexOf('seven') - 1 + strip.length) % strip.length);
    const window = windowAt(stops);
    expect(window.map((reel) => reel[1])).toEqual(['seven', 'seven', 'seven']);
    const { wins } = spin(fixed(stops));
    expect(wins).toContainEqual({ line: 0, symbol: 'seven', count: 3, pays: 500 });
    expect(winOf(100, wins)).toBeGreaterThanOrEqual(100 * 100);
  });

  it('gives integer wins for every stake of the ladder', () => {
    for (const stake of stakeLadder()) expect(stake % LINES.length).toBe(0);
  });

  it('draws stops inside each strip with the real random source', () => {
    for (let n = 0; n < 200; n++) {
      const { stops, window } = spin();
      stops.forEach((stop, reel) => {
        expect(stop).toBeGreaterThanOrEqual(0);
        expect(stop).toBeLessThan(REELS[reel]!.length);
      });
      expect(window.flat()).toHaveLength(9);
    }
  });
});
