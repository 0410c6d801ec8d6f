import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import type { PlaySession } from './play-session';
import type { MoneyCall, WalletClient } from './wallet-client';

// One round on the seamless wallet: a bet (fresh round and transaction ids), then one win that settles it
// (0 for a loss). Whatever goes wrong between a taken bet and its win rolls the bet back, so no stake is lost
// to a fault and no round stays open. Logs name rounds, never the session token.

export type RoundDeps = { wallet: WalletClient; log: Logger };
export type OpenRound = { round_id: string; stake: number; bet: MoneyCall };
export type Refused = { ok: false; message: string; balance?: number };
export type Placed = { ok: true; round: OpenRound; balance: number };
export type Settled = { ok: true; balance: number };

const UNAVAILABLE = 'serviceUnavailable';
/** The round was undone and the stake given back. */
export const ROUND_CANCELLED = 'roundCancelled';

/** The ids of a round's calls; a round kept in a store names them before the bet, so any instance can finish it. */
export type RoundIds = { round_id: string; transaction_id: string };

export async function placeBet(
  deps: RoundDeps,
  session: PlaySession,
  stake: number,
  { round_id, transaction_id }: RoundIds = { round_id: randomUUID(), transaction_id: randomUUID() },
): Promise<Placed | Refused> {
  const bet: MoneyCall = {
    token: session.token,
    transaction_id,
    round_id,
    game_code: session.game_code,
    amount: stake,
    currency: session.currency,
  };
  const answer = await deps.wallet.bet(bet);
  if (answer.ok) return { ok: true, round: { round_id, stake, bet }, balance: answer.balance };
  if (!answer.transient) return { ok: false, message: answer.message };
  // Unknown whether the bet landed: undo it (an unknown id leaves a tombstone that refuses it if it lands late).
  await cancel(deps, { round_id, stake, bet }, 'bet unanswered');
  return { ok: false, message: UNAVAILABLE };
}

/**
 * Pays the round out (0 for a loss), which settles it; a win the wallet does not take cancels the round. A win
 * sent again under the same transaction id is answered as the first was.
 */
export async function settle(
  deps: RoundDeps,
  round: OpenRound,
  win: number,
  transaction_id: string = randomUUID(),
): Promise<Settled | Refused> {
  const answer = await deps.wallet.win({ ...round.bet, transaction_id, amount: win });
  if (answer.ok) return { ok: true, balance: answer.balance };
  deps.log.warn({ round_id: round.round_id, message: answer.message }, 'demo provider: win refused');
  return cancel(deps, round, 'win refused');
}

/** Rolls the bet back. A round the wallet says is settled was paid after all: answer its balance. */
export async function cancel(deps: RoundDeps, round: OpenRound, why: string): Promise<Settled | Refused> {
  const undone = await deps.wallet.rollback(round.bet);
  if (undone.ok) {
    deps.log.warn({ round_id: round.round_id, why }, 'demo provider: round rolled back');
    return { ok: false, message: ROUND_CANCELLED, balance: undone.balance };
  }
  if (undone.message === 'roundSettled') {
    const balance = await deps.wallet.balance(round.bet.token);
    return balance.ok ? { ok: true, balance: balance.balance } : { ok: false, message: UNAVAILABLE };
  }
  // Money may be held in an open round: loud, so an operator reconciles it.
  deps.log.error({ round_id: round.round_id, why, message: undone.message }, 'demo provider: rollback failed');
  return { ok: false, message: UNAVAILABLE };
}

/** A whole round decided at once (slot, dice): bet, draw the outcome, settle. */
export async function playRound<T extends { win: number }>(
  deps: RoundDeps,
  session: PlaySession,
  stake: number,
  draw: () => T,
): Promise<(Settled & { outcome: T }) | Refused> {
  const placed = await placeBet(deps, session, stake);
  if (!placed.ok) return placed;
  let outcome: T;
  try {
    outcome = draw();
  } catch (error) {
    deps.log.error({ err: error, round_id: placed.round.round_id }, 'demo provider: draw failed');
    const undone = await cancel(deps, placed.round, 'draw failed');
    return undone.ok ? { ok: false, message: UNAVAILABLE } : undone;
  }
  const settled = await settle(deps, placed.round, outcome.win);
  return settled.ok ? { ...settled, outcome } : settled;
}
