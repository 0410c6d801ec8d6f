import { randomInt } from 'node:crypto';

// Dice Duel: a roll from 0.00 to 99.99 (10,000 equally likely values). The player bets it lands under a target
// (strictly below) or over it (strictly above), target 2 to 98. Payout = stake × 99 % / chance, so every bet
// returns 99 % (a 1 % edge): under 50 has a 50.00 % chance and pays 1.98×; over 98 has 1.99 % and pays 49.74×.

export const TARGET_MIN = 2;
export const TARGET_MAX = 98;
export const DIRECTIONS = ['under', 'over'] as const;
export type Direction = (typeof DIRECTIONS)[number];

const OUTCOMES = 10_000;
const RETURN_BP = 9_900;

/** How many of the 10,000 rolls win, i.e. the chance in basis points. */
export function chanceBp(direction: Direction, target: number): number {
  return direction === 'under' ? target * 100 : OUTCOMES - 1 - target * 100;
}

export const wins = (direction: Direction, target: number, roll: number) =>
  direction === 'under' ? roll < target * 100 : roll > target * 100;

/** What a winning roll pays, in minor units, rounded down. */
export const payoutOf = (stake: number, direction: Direction, target: number) =>
  Math.floor((stake * RETURN_BP) / chanceBp(direction, target));

export type Roll = { roll: number; won: boolean; win: number };

/** A roll in hundredths (0 to 9999) and what it pays. */
export function rollDice(
  stake: number,
  direction: Direction,
  target: number,
  draw: (max: number) => number = (max) => randomInt(max),
): Roll {
  const roll = draw(OUTCOMES);
  const won = wins(direction, target, roll);
  return { roll, won, win: won ? payoutOf(stake, direction, target) : 0 };
}
