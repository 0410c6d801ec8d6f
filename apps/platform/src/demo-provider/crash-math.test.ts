import { describe, expect, it } from 'vitest';
import {
  cashOutWin,
  crashAfterMs,
  crashPointOf,
  drawCrashPoint,
  GROWTH_PER_MS,
  MAX_CRASH,
  MAX_ROUND_MS,
  multiplierAt,
  shownCrash,
} from './crash-math';

const RANGE = 2 ** 32;
/** Exactly how many of the 2³² draws crash above m. */
const shareAbove = (m: number) => {
  let low = 0;
  let high = RANGE;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (crashPointOf(mid) > m) high = mid;
    else low = mid + 1;
  }
  return (RANGE - low) / RANGE;
};

describe('Rocket crash points', () => {
  it('returns 97 % to any cash-out target: P(crash > m) · m = 0.97 over every draw', () => {
    for (const m of [1.01, 1.2, 1.5, 2, 3.33, 10, 100, 999]) expect(shareAbove(m) * m).toBeCloseTo(0.97, 6);
  });

  it('crashes at once in about 3 % of rounds, and never beyond the cap', () => {
    expect(1 - shareAbove(1)).toBeCloseTo(0.03, 6);
    expect(crashPointOf(RANGE - 1)).toBe(MAX_CRASH);
    let instant = 0;
    let highest = 0;
    const rounds = 50_000;
    for (let n = 0; n < rounds; n++) {
      const crash = drawCrashPoint();
      if (crash < 1) instant++;
      highest = Math.max(highest, crash);
    }
    expect(highest).toBeLessThanOrEqual(MAX_CRASH);
    expect(instant / rounds).toBeGreaterThan(0.024);
    expect(instant / rounds).toBeLessThan(0.036);
  });

  it('pays a cash-out before the crash and nothing after it', () => {
    const crash = 2.5;
    const at2 = Math.log(2) / GROWTH_PER_MS + 1;
    expect(multiplierAt(at2)).toBe(2);
    expect(cashOutWin(1000, crash, at2)).toBe(2000);
    expect(cashOutWin(1000, crash, crashAfterMs(crash))).toBe(0);
    expect(cashOutWin(1000, 0.99, 0)).toBe(0);
    expect(shownCrash(0.5)).toBe(1);
  });

  it('never pays above the crash point, and ends every round within its life', () => {
    for (const crash of [1.005, 1.37, 7.77, MAX_CRASH]) {
      const last = crashAfterMs(crash) - 1;
      expect(multiplierAt(last)).toBeLessThanOrEqual(crash);
      expect(cashOutWin(100, crash, last)).toBeLessThanOrEqual(Math.floor(100 * crash));
    }
    expect(MAX_ROUND_MS).toBeLessThan(90_000);
  });
});
