import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { moneyRequests, promotionClaims, rewardWagering, tenants } from '../schema';

// The wagering bonus money asks before a withdrawal: promotion claims and reward requirements are rows of the same
// shape (required turnover counted from a start), read and completed together.

export type RewardWagerRow = typeof rewardWagering.$inferSelect;

/** The player's reward requirements still active, oldest first. */
export function activeRewardWagers(db: Db, playerId: number): Promise<RewardWagerRow[]> {
  return db
    .select()
    .from(rewardWagering)
    .where(and(eq(rewardWagering.player_id, playerId), eq(rewardWagering.state, 'active')))
    .orderBy(asc(rewardWagering.id));
}

/** One requirement per reward key; a repeat writes nothing and answers undefined. */
export async function insertRewardWager(
  db: Db,
  row: Omit<typeof rewardWagering.$inferInsert, 'id'>,
): Promise<RewardWagerRow | undefined> {
  const [inserted] = await db.insert(rewardWagering).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Active reward requirements whose wagering is met become completed. */
export async function completeRewardWagers(db: Db, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(rewardWagering)
    .set({ state: 'completed', completed_at: now })
    .where(and(inArray(rewardWagering.id, ids), eq(rewardWagering.state, 'active')));
}

/**
 * The lifetime turnover at which every active requirement of the player, promotion or reward, is met; 0 when none
 * is active. A new requirement starts there, so requirements queue instead of being wagered off together.
 */
export async function wageringEnd(db: Db, playerId: number): Promise<number> {
  const endOf = (table: typeof promotionClaims | typeof rewardWagering) =>
    db
      .select({
        end: sql<number>`coalesce(max(${table.turnover_start_minor} + ${table.turnover_required_minor}), 0)`.mapWith(
          Number,
        ),
      })
      .from(table)
      .where(and(eq(table.player_id, playerId), eq(table.state, 'active')));
  const [[claims], [rewards]] = await Promise.all([endOf(promotionClaims), endOf(rewardWagering)]);
  return Math.max(claims?.end ?? 0, rewards?.end ?? 0);
}

/** The tenant's engagement section as stored (null: all defaults). */
export async function engagementById(db: Db, tenantId: number) {
  const [row] = await db
    .select({ engagement: tenants.engagement })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row?.engagement ?? null;
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
