// Stakes a player may choose, in minor units. A small fixed ladder keeps the games simple and every win an
// integer: each step is a multiple of 5 (the slot pays stake / 5 per line) and of 10. In a two-decimal
// currency it reads 0.10 to 50.00, in a zero-decimal one 10 to 5,000: both fit the demo balance of 1,000.

const LADDER = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000] as const;

export function stakeLadder(): number[] {
  return [...LADDER];
}

export const isStake = (stake: unknown): stake is number =>
  typeof stake === 'number' && (LADDER as readonly number[]).includes(stake);
