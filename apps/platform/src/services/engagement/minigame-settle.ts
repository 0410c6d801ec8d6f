import type { RewardKind } from '@felt/contract';
import type { Db } from '../../db/client';
import { lockSettlingSpin, markSettled, type SpinRow, settlingSpins, spinById } from '../../db/queries/spins';
import { moveTokens } from '../../db/queries/tokens';
import type { Logger } from '../../logger';
import { payReward } from './pay-reward';

/**
 * Transaction 2 of a spin: under the spin's lock, the prize is paid (cash through the ledger, tokens as a token
 * movement), the frozen cost released and the spin marked settled. A spin already settled is returned as it is,
 * so a retry, a concurrent retry and the start-up recovery can all call this and only one pays.
 */
export async function settleSpin(db: Db, spinId: number, now: Date): Promise<SpinRow> {
  return db.transaction(async (tx) => {
    const spin = await lockSettlingSpin(tx, spinId);
    if (!spin) {
      const done = await spinById(tx, spinId);
      if (!done) throw new Error(`spin ${spinId} does not exist`);
      return done;
    }
    const owner = { tenant_id: spin.tenant_id, player_id: spin.player_id };
    const memo = { spin_id: spin.id };
    if (spin.prize_kind !== 'none' && spin.prize_amount > 0) {
      await payReward(tx, {
        ...owner,
        kind: spin.prize_kind as RewardKind,
        amount: spin.prize_amount,
        key: `spin:${spin.id}:prize`,
        source: 'spin',
        memo,
        now,
      });
    }
    await moveTokens(tx, {
      ...owner,
      kind: 'spin_release',
      delta: 0,
      frozen_delta: -spin.cost,
      idempotency_key: `spin:${spin.id}:release`,
      memo,
      created_at: now,
    });
    return markSettled(tx, spin.id, now);
  });
}

/**
 * At start: spins a stopped process left between their two transactions are settled, so no player's tokens stay
 * frozen and every decided prize is paid. Returns how many were settled.
 */
export async function settleStuckSpins(db: Db, now: Date, log?: Logger): Promise<number> {
  const stuck = await settlingSpins(db);
  for (const spin of stuck) await settleSpin(db, spin.id, now);
  if (stuck.length > 0) log?.info({ spins: stuck.length }, 'settled spins left unsettled by a stop');
  return stuck.length;
}
