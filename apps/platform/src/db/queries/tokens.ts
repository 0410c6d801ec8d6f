import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { playerWallets, tokenMovements } from '../schema';

export type TokenMove = {
  tenant_id: number;
  player_id: number;
  /** inbox_reward, mission_reward, spin_cost, spin_prize, vip_level_up, welcome. */
  kind: string;
  /** Whole tokens; negative spends. */
  delta: number;
  /** Tokens moved into (positive) or out of (negative) the frozen pot in the same step, e.g. while a spin settles. */
  frozen_delta?: number;
  idempotency_key: string;
  memo?: Record<string, string | number>;
  created_at: Date;
};

/** A spend larger than the player's tokens. */
export class InsufficientTokens extends Error {
  constructor(readonly playerId: number) {
    super('insufficient tokens');
  }
}

/**
 * Moves a player's game tokens once per idempotency key; call inside a transaction. The key is part of the
 * guard: a repeat finds the key and moves nothing (a concurrent repeat fails on the key's unique index and its
 * transaction rolls back), and the wallet update is guarded so tokens never go below zero.
 * Returns the token balance after the move, and whether this call made it.
 */
export async function moveTokens(tx: Db, move: TokenMove): Promise<{ balance: number; applied: boolean }> {
  if (!Number.isSafeInteger(move.delta)) throw new Error(`token move ${move.idempotency_key} is not whole`);
  const frozen = move.frozen_delta ?? 0;
  const [row] = await tx
    .update(playerWallets)
    .set({
      token_balance: sql`${playerWallets.token_balance} + ${move.delta}`,
      frozen_token: sql`${playerWallets.frozen_token} + ${frozen}`,
    })
    .where(
      and(
        eq(playerWallets.player_id, move.player_id),
        gte(sql`${playerWallets.token_balance} + ${move.delta}`, 0),
        gte(sql`${playerWallets.frozen_token} + ${frozen}`, 0),
        // A repeat moves nothing: the key is checked under the wallet row's lock.
        sql`not exists (select 1 from ${tokenMovements} where ${tokenMovements.idempotency_key} = ${move.idempotency_key})`,
      ),
    )
    .returning({ balance: playerWallets.token_balance });
  if (!row) {
    const [done] = await tx
      .select({ balance: tokenMovements.balance_after })
      .from(tokenMovements)
      .where(eq(tokenMovements.idempotency_key, move.idempotency_key));
    if (done) return { balance: done.balance, applied: false };
    throw new InsufficientTokens(move.player_id);
  }
  await tx.insert(tokenMovements).values({
    tenant_id: move.tenant_id,
    player_id: move.player_id,
    kind: move.kind,
    delta: move.delta,
    balance_after: row.balance,
    idempotency_key: move.idempotency_key,
    memo: move.memo ?? {},
    created_at: move.created_at,
  });
  return { balance: row.balance, applied: true };
}
