import { and, asc, desc, eq, lte, ne, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../client';
import { players, referralRewards, tenants } from '../schema';

/** The player of the tenant whose referral code this is (codes are drawn upper-case); undefined when none. */
export async function playerByReferralCode(db: Db, tenantId: number, code: string) {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.tenant_id, tenantId), eq(players.referral_code, code.trim().toUpperCase())))
    .limit(1);
  return row;
}

/** Who referred the player, with the tenant's terms and currency; undefined when nobody did. */
export async function referrerOf(db: Db, playerId: number) {
  const [row] = await db
    .select({
      referee_account: players.account_id,
      referrer_id: players.referrer_id,
      // Weighted by each game as a bonus is (0048): a deposit staked on Dice Duel releases nothing.
      referee_turnover_minor: players.weighted_turnover_minor,
      tenant_id: players.tenant_id,
      currency: tenants.currency,
      engagement: tenants.engagement,
    })
    .from(players)
    .innerJoin(tenants, eq(tenants.id, players.tenant_id))
    .where(eq(players.id, playerId))
    .limit(1);
  return row?.referrer_id ? { ...row, referrer_id: row.referrer_id } : undefined;
}

/** Records the reward of one referred player; false when one was recorded already (the key is the referee). */
export async function insertReferralReward(db: Db, reward: typeof referralRewards.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(referralRewards)
    .values(reward)
    .onConflictDoNothing({ target: referralRewards.referee_id })
    .returning({ id: referralRewards.referee_id });
  return rows.length > 0;
}

/**
 * A held reward whose release condition is met: the referee's turnover since the deposit reached what it asks, or
 * its release time passed. The turnover is read where the row is, so the same words serve the scan and the claim.
 */
function dueNow(now: Date): SQL {
  const turnover = sql`(select ${players.weighted_turnover_minor} from ${players} where ${players.id} = ${referralRewards.referee_id})`;
  return and(
    eq(referralRewards.state, 'held'),
    or(
      lte(referralRewards.release_at, now),
      sql`${turnover} - ${referralRewards.turnover_start_minor} >= ${referralRewards.turnover_required_minor}`,
    ),
  ) as SQL;
}

/** The referees whose held reward is due now, oldest first. */
export async function dueReferralRewards(db: Db, now: Date, limit = 500): Promise<number[]> {
  const rows = await db
    .select({ referee_id: referralRewards.referee_id })
    .from(referralRewards)
    .where(dueNow(now))
    .orderBy(asc(referralRewards.created_at))
    .limit(limit);
  return rows.map((row) => row.referee_id);
}

/**
 * Marks the referee's held reward paid when it is still held and due: the row for the one call that did, undefined
 * otherwise. A concurrent claim or void waits on the row, then finds it no longer held.
 */
export async function markRewardPaid(db: Db, refereeId: number, now: Date) {
  const [row] = await db
    .update(referralRewards)
    .set({ state: 'paid', paid_at: now })
    .where(and(eq(referralRewards.referee_id, refereeId), dueNow(now)))
    .returning({
      referrer_id: referralRewards.referrer_id,
      tenant_id: referralRewards.tenant_id,
      reward_minor: referralRewards.reward_minor,
    });
  return row;
}

/** Voids the referee's reward while it is held; true when one was. */
export async function voidHeldReward(db: Db, refereeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(referralRewards)
    .set({ state: 'void', voided_at: now })
    .where(and(eq(referralRewards.referee_id, refereeId), eq(referralRewards.state, 'held')))
    .returning({ id: referralRewards.referee_id });
  return rows.length > 0;
}

/** The referee's account and the tenant's currency, as the reward's memo and message show them. */
export async function refereeOf(db: Db, refereeId: number) {
  const [row] = await db
    .select({ account_id: players.account_id, currency: tenants.currency })
    .from(players)
    .innerJoin(tenants, eq(tenants.id, players.tenant_id))
    .where(eq(players.id, refereeId))
    .limit(1);
  return row;
}

/** The players this player referred (confirmed accounts only), newest first, with what each earned them. */
export function referralsOf(db: Db, referrerId: number) {
  return db
    .select({
      account_id: players.account_id,
      created_at: players.created_at,
      total_deposit_minor: players.total_deposit_minor,
      reward_minor: referralRewards.reward_minor,
      reward_state: referralRewards.state,
    })
    .from(players)
    .leftJoin(referralRewards, eq(referralRewards.referee_id, players.id))
    .where(and(eq(players.referrer_id, referrerId), ne(players.status, 'PENDING')))
    .orderBy(desc(players.created_at), desc(players.id))
    .limit(500);
}

/** What the player's referrals have paid them so far (held rewards not yet). */
export async function totalEarned(db: Db, referrerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(referralRewards.reward_minor) })
    .from(referralRewards)
    .where(and(eq(referralRewards.referrer_id, referrerId), eq(referralRewards.state, 'paid')));
  return Number(row?.total ?? 0);
}
