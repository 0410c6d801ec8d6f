import { randomInt } from 'node:crypto';

// Rocket: the multiplier grows as e^(GROWTH · ms) from 1.00× at the round's start (2× after about 7 s,
// 10× after 23 s) until the crash point drawn at the start. Crash point C = 0.97 / (1 − u), u uniform in
// [0, 1): P(C > m) = 0.97 / m for every m ≥ 1, so cashing out at any target returns 97 % (a 3 % edge); about
// 3 % of rounds (C < 1) crash before the rocket leaves. Capped at MAX_CRASH, which bounds a round's life.

export const GROWTH_PER_MS = 0.0001;
export const HOUSE_EDGE = 0.03;
export const MAX_CRASH = 1000;
const RANGE = 2 ** 32;

/** A crash point from a 32-bit draw; below 1 means the round crashes at once. */
export function crashPointOf(r: number): number {
  return Math.min(MAX_CRASH, ((1 - HOUSE_EDGE) * RANGE) / (RANGE - r));
}

export const drawCrashPoint = (draw: (max: number) => number = (max) => randomInt(max)) => crashPointOf(draw(RANGE));

/** Milliseconds after the start at which a crash point is reached (0 for a crash at once). */
export const crashAfterMs = (crash: number) => (crash <= 1 ? 0 : Math.log(crash) / GROWTH_PER_MS);

/** The multiplier shown and paid `ms` after the start, floored to hundredths (never above the true curve). */
export const multiplierAt = (ms: number) => Math.floor(100 * Math.exp(GROWTH_PER_MS * Math.max(0, ms))) / 100;

/** What a cash-out `ms` after the start pays: the stake times the multiplier, or 0 once the rocket crashed. */
export function cashOutWin(stake: number, crash: number, ms: number): number {
  if (ms >= crashAfterMs(crash)) return 0;
  return Math.floor((stake * Math.round(multiplierAt(ms) * 100)) / 100);
}

/** The crash point as players read it: 1.00× for a crash at once. */
export const shownCrash = (crash: number) => Math.max(1, Math.floor(crash * 100) / 100);

/** The longest a round can run before it must have crashed. */
export const MAX_ROUND_MS = Math.ceil(crashAfterMs(MAX_CRASH));
