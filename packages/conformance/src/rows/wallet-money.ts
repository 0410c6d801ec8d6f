import { randomBytes } from 'node:crypto';
import { walletBalance } from '@felt/contract';
import { expectSuccess } from '../checks';
import type { KitContext } from '../context';
import { Mismatch, shown } from '../outcome';
import { signedCall } from '../wallet-client';

// Helpers the wallet rows share: fresh ids, a stake body, the balance the wallet answers.

type Game = NonNullable<KitContext['game']>;

/** An id no earlier run used, so the kit never touches a transaction it did not make. */
export const freshId = (kind: string) =>
  `felt-conformance-${kind}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

/** A money movement of `amount` minor units in a round of its own. */
export const stake = (ctx: KitContext, game: Game, amount: number) => ({
  token: game.token,
  transaction_id: freshId('tx'),
  round_id: freshId('round'),
  game_code: ctx.options.game,
  amount,
  currency: game.currency,
});

/** The provider whose calls the rows sign, and its secret. */
export const walletOf = (ctx: KitContext) => ({
  provider: ctx.options.provider,
  secret: ctx.options.providerSecret ?? '',
});

/** The player's balance as the wallet answers it, minor units, in the currency of the launch. */
export async function walletBalanceOf(ctx: KitContext, game: Game): Promise<number> {
  const answer = expectSuccess(
    await signedCall(ctx.http, walletOf(ctx), 'balance', { token: game.token }),
    walletBalance.response,
  );
  if (answer.currency !== game.currency) throw new Mismatch('currency', shown(game.currency), shown(answer.currency));
  return answer.balance;
}

/** The balance a successful money call answers, checked against the one the row expects. */
export function expectBalance(answer: { balance: number }, expected: number, field = 'balance'): void {
  if (answer.balance !== expected) throw new Mismatch(field, String(expected), shown(answer.balance));
}
