import { and, desc, eq, gt, gte, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { moneyRequests, promotionClaims } from '../schema';

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

/**
 * Whether the player asked for a withdrawal after the given deposit request (by request order), one that was not
 * rejected: pending or paid, so the deposit's money may have left.
 */
export async function withdrawnSince(db: Db, playerId: number, depositId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: moneyRequests.id })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.player_id, playerId),
        eq(moneyRequests.type, 'withdrawal'),
        ne(moneyRequests.status, 'rejected'),
        gt(moneyRequests.id, depositId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A unique key refused the row: PostgreSQL's 23505, as node-postgres and PGlite raise it (maybe wrapped). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
