import { randomInt } from 'node:crypto';
import { expectedReturn, type Prize } from '@felt/contract/operator';

// The prize wheel's table: published odds and the draw. Pure, so the odds and the draw are tested without a
// database; the draw takes its random source, crypto's by default.

export type PublishedPrize = Prize & { index: number; odds: number };

/** Each prize with its index on the wheel and its chance: weight ÷ the sum of the weights. */
export function oddsTable(prizes: readonly Prize[]): PublishedPrize[] {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  return prizes.map((prize, index) => ({ ...prize, index, odds: prize.weight / total }));
}

/** True when a spin returns less on average than it costs, both valued in cash at tokenValue per token. */
export function favoursHouse(wheel: { spin_cost: number; prizes: readonly Prize[] }, tokenValue: number): boolean {
  return expectedReturn(wheel.prizes, tokenValue) < wheel.spin_cost * tokenValue;
}

/** A whole number in [0, max): crypto's by default, a seeded one in tests. */
export type RandomBelow = (max: number) => number;

export const cryptoRandom: RandomBelow = (max) => randomInt(max);

/** The index of the prize drawn, each with its weight's share of the chances. */
export function drawPrize(prizes: readonly Prize[], random: RandomBelow = cryptoRandom): number {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (prizes.length === 0 || total <= 0) throw new Error('a wheel needs prizes with weights');
  let ticket = random(total);
  if (!Number.isInteger(ticket) || ticket < 0 || ticket >= total) throw new Error(`ticket ${ticket} is off the wheel`);
  for (const [index, prize] of prizes.entries()) {
    if (ticket < prize.weight) return index;
    ticket -= prize.weight;
  }
  throw new Error('unreachable: the ticket is below the total');
}
