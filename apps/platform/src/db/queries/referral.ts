import { and, desc, eq, ne, sum } from 'drizzle-orm';
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

/** The players this player referred (confirmed accounts only), newest first, with what each earned them. */
export function referralsOf(db: Db, referrerId: number) {
  return db
    .select({
      account_id: players.account_id,
      created_at: players.created_at,
      total_deposit_minor: players.total_deposit_minor,
      reward_minor: referralRewards.reward_minor,
    })
    .from(players)
    .leftJoin(referralRewards, eq(referralRewards.referee_id, players.id))
    .where(and(eq(players.referrer_id, referrerId), ne(players.status, 'PENDING')))
    .orderBy(desc(players.created_at), desc(players.id))
    .limit(500);
}

export async function totalEarned(db: Db, referrerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(referralRewards.reward_minor) })
    .from(referralRewards)
    .where(eq(referralRewards.referrer_id, referrerId));
  return Number(row?.total ?? 0);
}
