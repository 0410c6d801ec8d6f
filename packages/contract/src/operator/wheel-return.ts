import type { PrizeKind } from '../tables/engagement';

// A wheel's average return, which the tenant file's check needs; the platform draws with the same table.

export type Prize = { kind: PrizeKind; amount: number; weight: number };

/**
 * What one spin pays back on average, in cash (major units): a cash prize at its amount, a token prize at
 * tokenValue per token (the cash a token is reckoned to be worth), nothing for none. A wheel favours the house
 * when this is below the spin's cost at the same value, spin_cost × tokenValue. Then the cash a token brings when
 * it and every token it wins are spun is below tokenValue as well: cash ÷ (1 − tokens won per spin) < tokenValue.
 */
export function expectedReturn(prizes: readonly Prize[], tokenValue: number): number {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (total <= 0) return 0;
  const worth = (prize: Prize) =>
    prize.kind === 'cash' ? prize.amount : prize.kind === 'tokens' ? prize.amount * tokenValue : 0;
  return prizes.reduce((sum, prize) => sum + prize.weight * worth(prize), 0) / total;
}
