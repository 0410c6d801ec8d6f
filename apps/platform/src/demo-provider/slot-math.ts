import { randomInt } from 'node:crypto';

// Lucky Sevens: 3 reels × 3 rows, 5 fixed lines (three rows and two diagonals), the stake split evenly over
// the lines. A line pays when its three symbols match, or when its first two are cherries.
//
// Theoretical return (slot-math.test.ts enumerates all 20³ stops to check it): every reel holds, of 20 stops,
// seven 1, bar 2, bell 3, plum 4, lemon 5, cherry 5, and each line sees one uniformly random stop per reel, so
// per line bet: (1·500 + 8·80 + 27·40 + 64·25 + 125·15 + 125·10 + 5·5·15·2) / 20³ = 7695 / 8000 = 96.1875 %.
// A line wins on about 40 % of spins; the top prize (777 on a line) pays 100 × the stake.

export const SYMBOLS = ['seven', 'bar', 'bell', 'plum', 'lemon', 'cherry'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

const S = 'seven';
const B = 'bar';
const E = 'bell';
const P = 'plum';
const L = 'lemon';
const C = 'cherry';

/** The strips differ in order only, so the reels do not spin in step. */
export const REELS: readonly (readonly SlotSymbol[])[] = [
  [S, L, C, P, E, L, C, B, P, L, C, E, P, L, C, B, E, P, L, C],
  [C, P, L, E, C, S, L, P, B, C, L, E, P, C, L, B, P, E, L, C],
  [L, E, C, P, L, B, C, S, P, L, E, C, P, L, B, C, E, P, L, C],
];

/** Rows of the window each line reads, reel by reel. */
export const LINES: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Three of a kind on a line, in line bets (the stake / 5). */
export const PAYS: Record<SlotSymbol, number> = { seven: 500, bar: 80, bell: 40, plum: 25, lemon: 15, cherry: 10 };
/** Two cherries from the left (without a third). */
export const TWO_CHERRIES = 2;

export type Window = SlotSymbol[][];
export type LineWin = { line: number; symbol: SlotSymbol; count: number; pays: number };

/** The three visible symbols of each reel stopped at `stops` (the top row's index on each strip). */
export function windowAt(stops: readonly number[]): Window {
  return REELS.map((strip, reel) => [0, 1, 2].map((row) => strip[(stops[reel]! + row) % strip.length]!));
}

export function lineWins(window: Window): LineWin[] {
  const wins: LineWin[] = [];
  LINES.forEach((rows, line) => {
    const [a, b, c] = rows.map((row, reel) => window[reel]![row]!) as [SlotSymbol, SlotSymbol, SlotSymbol];
    if (a === b && b === c) wins.push({ line, symbol: a, count: 3, pays: PAYS[a] });
    else if (a === 'cherry' && b === 'cherry') wins.push({ line, symbol: a, count: 2, pays: TWO_CHERRIES });
  });
  return wins;
}

/** The win of a stake, in minor units: stakes are multiples of the line count, so it is exact. */
export const winOf = (stake: number, wins: readonly LineWin[]) =>
  Math.floor((stake * wins.reduce((sum, w) => sum + w.pays, 0)) / LINES.length);

export type Spin = { stops: number[]; window: Window; wins: LineWin[] };

export function spin(draw: (max: number) => number = (max) => randomInt(max)): Spin {
  const stops = REELS.map((strip) => draw(strip.length));
  const window = windowAt(stops);
  return { stops, window, wins: lineWins(window) };
}
