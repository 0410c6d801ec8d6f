import { and, eq, gt, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { gameSessions, ledgerEntries, ledgerPostings, moneyRequests, playerLimits, playerProtection } from '../schema';

// Player protection: the limits and exclusion rows, and the sums the limits are measured against.

export type LimitRow = typeof playerLimits.$inferSelect;
export type ProtectionRow = typeof playerProtection.$inferSelect;

export function limitRowsOf(db: Db, playerId: number): Promise<LimitRow[]> {
  return db.select().from(playerLimits).where(eq(playerLimits.player_id, playerId));
}

/** Writes one limit row whole (insert or replace). */
export async function saveLimit(db: Db, row: LimitRow): Promise<void> {
  const { player_id: _, kind: __, period: ___, ...rest } = row;
  await db
    .insert(playerLimits)
    .values(row)
    .onConflictDoUpdate({ target: [playerLimits.player_id, playerLimits.kind, playerLimits.period], set: rest });
}

export async function protectionRowOf(db: Db, playerId: number): Promise<ProtectionRow | undefined> {
  const [row] = await db.select().from(playerProtection).where(eq(playerProtection.player_id, playerId)).limit(1);
  return row;
}

/** Sets some of a player's protection fields, creating the row on first use. */
export async function saveProtection(
  db: Db,
  playerId: number,
  fields: Partial<Omit<ProtectionRow, 'player_id'>>,
): Promise<void> {
  await db
    .insert(playerProtection)
    .values({ player_id: playerId, ...fields })
    .onConflictDoUpdate({ target: playerProtection.player_id, set: fields });
}

const sumSince = (amount: SQL | typeof moneyRequests.amount_minor, since: SQL) =>
  sql<number>`coalesce(sum(${amount}) filter (where ${since}), 0)`.mapWith(Number);

/** Deposits requested (pending) or approved since each start, in the order given. */
export async function depositedSince(db: Db, playerId: number, starts: Date[]): Promise<number[]> {
  if (starts.length === 0) return [];
  const columns = Object.fromEntries(
    starts.map((start, i) => [`s${i}`, sumSince(moneyRequests.amount_minor, gte(moneyRequests.created_at, start)!)]),
  );
  const [row] = await db
    .select(columns)
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.player_id, playerId),
        eq(moneyRequests.type, 'deposit'),
        inArray(moneyRequests.status, ['pending', 'approved']),
      ),
    );
  return starts.map((_, i) => Number(row?.[`s${i}`] ?? 0));
}

/**
 * The net of the player's game money since each start: wins and rollbacks minus stakes, read from the player's
 * cash entries of bet, win and rollback postings (negative: the player lost).
 */
export async function playNetSince(db: Db, playerId: number, starts: Date[]): Promise<number[]> {
  if (starts.length === 0) return [];
  const columns = Object.fromEntries(
    starts.map((start, i) => [
      `s${i}`,
      sumSince(sql`${ledgerEntries.amount_minor}`, gte(ledgerPostings.created_at, start)!),
    ]),
  );
  const [row] = await db
    .select(columns)
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.posting_id))
    .where(
      and(
        eq(ledgerEntries.account, 'player_cash'),
        eq(ledgerEntries.player_id, playerId),
        inArray(ledgerPostings.kind, ['bet', 'win', 'rollback']),
      ),
    );
  return starts.map((_, i) => Number(row?.[`s${i}`] ?? 0));
}

/** Ends the player's open game sessions: no more bets; wins and rollbacks of open rounds still settle. */
export async function endGameSessions(db: Db, playerId: number, now: Date): Promise<void> {
  await db
    .update(gameSessions)
    .set({ expires_at: now })
    .where(and(eq(gameSessions.player_id, playerId), gt(gameSessions.expires_at, now)));
}
