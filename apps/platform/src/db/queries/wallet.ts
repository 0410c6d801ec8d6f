import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { gameRounds, players, walletTransactions } from '../schema';

// The seamless wallet's rows: transactions by (provider, key) and rounds by (provider, round id).

export type WalletTransactionRow = typeof walletTransactions.$inferSelect;
export type RoundRow = typeof gameRounds.$inferSelect;

export async function findTransaction(tx: Db, provider: string, idemKey: string) {
  const [row] = await tx
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.wallet_provider, provider), eq(walletTransactions.idem_key, idemKey)))
    .limit(1);
  return row;
}

export async function insertTransaction(tx: Db, row: Omit<WalletTransactionRow, 'id'>): Promise<void> {
  await tx.insert(walletTransactions).values(row);
}

export async function markRolledBack(tx: Db, id: number, by: string): Promise<void> {
  await tx.update(walletTransactions).set({ rolled_back: by }).where(eq(walletTransactions.id, id));
}

/** The round, created open when new, and locked for the rest of the transaction. */
export async function lockRound(tx: Db, row: Omit<RoundRow, 'id' | 'bet_minor' | 'win_minor' | 'settled_at'>) {
  await tx.insert(gameRounds).values(row).onConflictDoNothing();
  return findRound(tx, row.wallet_provider, row.round_id, true);
}

export async function findRound(tx: Db, provider: string, roundId: string, lock = false) {
  const query = tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.wallet_provider, provider), eq(gameRounds.round_id, roundId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateRound(tx: Db, id: number, change: Partial<Omit<RoundRow, 'id'>>): Promise<void> {
  await tx.update(gameRounds).set(change).where(eq(gameRounds.id, id));
}

/** Turnover feeds the VIP level: stakes add to it, rolled-back stakes come off again. */
export async function addTurnover(tx: Db, playerId: number, deltaMinor: number): Promise<void> {
  await tx
    .update(players)
    .set({ total_turnover_minor: sql`greatest(${players.total_turnover_minor} + ${deltaMinor}, 0)` })
    .where(eq(players.id, playerId));
}

/**
 * Serialises every call about one transaction id until the end of the database transaction: a repeat waits for
 * its twin and then finds it, and a bet and the rollback of the same id never both succeed unseen by each other.
 */
export async function lockTransactionId(tx: Db, provider: string, transactionId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${provider}:${transactionId}`}, 0))`);
}
