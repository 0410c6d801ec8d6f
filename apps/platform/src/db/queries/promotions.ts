import { and, desc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { moneyRequests, players, promotionClaims } from '../schema';

export type ClaimRow = typeof promotionClaims.$inferSelect;

/**
 * The player's latest approved deposit of at least `minMinor` made inside [from, until) that backs no bonus yet;
 * undefined when there is none.
 */
export async function eligibleDeposit(
  db: Db,
  playerId: number,
  rule: { minMinor: number; from: Date | null; until: Date | null },
) {
  const where = [
    eq(moneyRequests.player_id, playerId),
    eq(moneyRequests.type, 'deposit'),
    eq(moneyRequests.status, 'approved'),
    gte(moneyRequests.amount_minor, rule.minMinor),
    isNull(promotionClaims.id),
  ];
  if (rule.from) where.push(gte(moneyRequests.created_at, rule.from));
  if (rule.until) where.push(lt(moneyRequests.created_at, rule.until));
  const [row] = await db
    .select({ id: moneyRequests.id, amount_minor: moneyRequests.amount_minor })
    .from(moneyRequests)
    .leftJoin(promotionClaims, eq(promotionClaims.deposit_request_id, moneyRequests.id))
    .where(and(...where))
    .orderBy(desc(moneyRequests.created_at), desc(moneyRequests.id))
    .limit(1);
  return row;
}

export async function claimOf(db: Db, playerId: number, code: string): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.player_id, playerId), eq(promotionClaims.promotion_code, code)))
    .limit(1);
  return row;
}

export async function insertClaim(db: Db, claim: Omit<typeof promotionClaims.$inferInsert, 'id'>): Promise<ClaimRow> {
  const [row] = await db.insert(promotionClaims).values(claim).returning();
  if (!row) throw new Error('claim not saved');
  return row;
}

/** The player's claims, newest first. */
export function claimsOf(db: Db, playerId: number): Promise<ClaimRow[]> {
  return db
    .select()
    .from(promotionClaims)
    .where(eq(promotionClaims.player_id, playerId))
    .orderBy(desc(promotionClaims.claimed_at), desc(promotionClaims.id));
}

/** Active claims whose wagering is met become completed. */
export async function completeClaims(db: Db, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(promotionClaims)
    .set({ state: 'completed', completed_at: now })
    .where(and(inArray(promotionClaims.id, ids), eq(promotionClaims.state, 'active')));
}

/** The player's lifetime stake, read inside the caller's transaction (after lockPlayer, it cannot move under us). */
export async function turnoverOf(db: Db, playerId: number): Promise<number> {
  const [row] = await db
    .select({ turnover: players.total_turnover_minor })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row?.turnover ?? 0;
}

/** A unique key refused the row: PostgreSQL's 23505, as node-postgres and PGlite raise it (maybe wrapped). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
