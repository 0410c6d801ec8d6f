import { and, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { playerBonuses, playerWallets, tenants } from '../schema';

// The bonus wallet's reads and writes (docs/decisions/0048-bonus-wallet.md): the money and the rules of the active
// bonuses on player_wallets, each bonus in player_bonuses, and bonus_close (drizzle/0012_bonus_wallet.sql) to end
// them. Money paths lock the wallet row before the player row, the order every bet takes them in.

export type WalletRow = typeof playerWallets.$inferSelect;
export type BonusRow = typeof playerBonuses.$inferSelect;

/** The player's wallet row, locked until the transaction ends (undefined before the wallet exists). */
export async function lockWallet(db: Db, playerId: number): Promise<WalletRow | undefined> {
  const [row] = await db.select().from(playerWallets).where(eq(playerWallets.player_id, playerId)).for('update');
  return row;
}

export async function walletOf(db: Db, playerId: number): Promise<WalletRow | undefined> {
  const [row] = await db.select().from(playerWallets).where(eq(playerWallets.player_id, playerId)).limit(1);
  return row;
}

/** One bonus per key: a repeat writes nothing and answers undefined. */
export async function insertBonus(db: Db, row: Omit<typeof playerBonuses.$inferInsert, 'id'>) {
  const [inserted] = await db.insert(playerBonuses).values(row).onConflictDoNothing().returning();
  return inserted;
}

export type PoolTerms = {
  required: number;
  maxStake: number;
  expiresAt: Date;
  /** What this bonus may turn into at most; null for no cap. */
  cap: number | null;
  cashFirst: boolean;
  /** Whether cash won while the bonus runs belongs to it (the tenant's forfeit_winnings). */
  winningsLocked: boolean;
};

/**
 * Adds a bonus's terms to the wallet's: the wagering adds up, the strictest maximum stake and the latest date win,
 * and the caps add up (a bonus without one lifts the cap). The first active bonus also sets where the player's own
 * cash stands (bonus_base_minor), the stake order and whether winnings are locked.
 */
export async function addToPool(db: Db, playerId: number, terms: PoolTerms): Promise<void> {
  const active = sql`${playerWallets.bonus_base_minor} is not null`;
  await db
    .update(playerWallets)
    .set({
      bonus_base_minor: sql`coalesce(${playerWallets.bonus_base_minor}, ${playerWallets.balance_minor})`,
      bonus_wager_left_minor: sql`case when ${active} then ${playerWallets.bonus_wager_left_minor} else 0 end + ${terms.required}`,
      bonus_max_stake_minor: sql`case when ${active} then least(${playerWallets.bonus_max_stake_minor}, ${terms.maxStake}) else ${terms.maxStake} end`,
      bonus_expires_at: sql`case when ${active} then greatest(${playerWallets.bonus_expires_at}, ${terms.expiresAt.toISOString()}::timestamptz) else ${terms.expiresAt.toISOString()}::timestamptz end`,
      bonus_cap_minor:
        terms.cap === null
          ? null
          : sql`case when ${active} then ${playerWallets.bonus_cap_minor} + ${terms.cap} else ${terms.cap} end`,
      bonus_cash_first: sql`case when ${active} then ${playerWallets.bonus_cash_first} else ${terms.cashFirst} end`,
      bonus_winnings_locked: sql`case when ${active} then ${playerWallets.bonus_winnings_locked} else ${terms.winningsLocked} end`,
    })
    .where(eq(playerWallets.player_id, playerId));
}

/** Money of the player's own arriving while a bonus is active (a deposit, a refused withdrawal) is not winnings. */
export async function raiseBonusBase(db: Db, playerId: number, amountMinor: number): Promise<void> {
  await db
    .update(playerWallets)
    .set({ bonus_base_minor: sql`${playerWallets.bonus_base_minor} + ${amountMinor}` })
    .where(and(eq(playerWallets.player_id, playerId), isNotNull(playerWallets.bonus_base_minor)));
}

/** Each approved deposit must be staked `multiplier` times before a withdrawal. */
export async function oweDepositTurnover(db: Db, playerId: number, owedMinor: number): Promise<void> {
  if (owedMinor <= 0) return;
  await db
    .update(playerWallets)
    .set({ deposit_wager_left_minor: sql`${playerWallets.deposit_wager_left_minor} + ${owedMinor}` })
    .where(eq(playerWallets.player_id, playerId));
}

export type BonusEnd = 'released' | 'forfeited' | 'expired' | 'lost';

/** Ends the player's active bonuses (bonus_close); a forfeit may take `forfeitCash` of the cash too. */
export async function closeBonus(db: Db, playerId: number, state: BonusEnd, now: Date, forfeitCash = 0) {
  await db.execute(
    sql`select bonus_close(${playerId}::integer, ${state}, ${now.toISOString()}::timestamptz, ${forfeitCash}::bigint)`,
  );
}

/** The player's bonuses, newest first. */
export function bonusesOf(db: Db, playerId: number, limit = 20): Promise<BonusRow[]> {
  return db
    .select()
    .from(playerBonuses)
    .where(eq(playerBonuses.player_id, playerId))
    .orderBy(desc(playerBonuses.id))
    .limit(limit);
}

/** The bonus paid under one key (a promotion's: promotion:<code>:<player>). */
export async function bonusByKey(db: Db, key: string): Promise<BonusRow | undefined> {
  const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.bonus_key, key)).limit(1);
  return row;
}

/** Players whose active bonus is past its date, for the expiry job. */
export async function expiredBonusHolders(db: Db, now: Date, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ player_id: playerWallets.player_id })
    .from(playerWallets)
    .where(and(isNotNull(playerWallets.bonus_base_minor), lte(playerWallets.bonus_expires_at, now)))
    .limit(limit);
  return rows.map((row) => row.player_id);
}

/** What a money path that knows only the tenant's id needs of it, in one read: its engagement section as stored
 * (null: all defaults) and its currency. */
export async function moneyTermsOf(db: Db, tenantId: number) {
  const [row] = await db
    .select({ engagement: tenants.engagement, currency: tenants.currency })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return { engagement: row?.engagement ?? null, currency: row?.currency ?? 'USD' };
}

/** The player's bonuses paid under these keys, and every bonus still active (their wagering is shared). */
export function bonusesByKeys(db: Db, playerId: number, keys: string[]): Promise<BonusRow[]> {
  const wanted =
    keys.length > 0
      ? or(eq(playerBonuses.state, 'active'), inArray(playerBonuses.bonus_key, keys))
      : eq(playerBonuses.state, 'active');
  return db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.player_id, playerId), wanted));
}
