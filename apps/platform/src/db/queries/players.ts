import type { PlayerStatus } from '@felt/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { players, playerWallets, tenants } from '../schema';
import { writePosting } from './ledger';
import { isUniqueViolation } from './promotions';

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayer = Omit<typeof players.$inferInsert, 'id' | 'verified_phone'>;

/** A phone number as its digits: budgets and the uniqueness of verified phones know a number by them. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

export async function findPlayer(db: Db, tenantId: number, accountKey: string): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(players)
    .where(and(eq(players.tenant_id, tenantId), eq(players.account_key, accountKey)))
    .limit(1);
  return row;
}

/**
 * A player and an empty wallet; undefined when the account id is taken (by a concurrent signup, say). A starting
 * balance (demo players) is a ledger posting from the house's funding account, like any other money.
 */
export function insertPlayer(db: Db, player: NewPlayer, balanceMinor = 0): Promise<PlayerRow | undefined> {
  return db.transaction(async (tx) => {
    // An account created past PENDING (the demo player, seeds) holds its phone as a verified one does.
    const verified_phone = player.status === 'PENDING' ? null : phoneDigits(player.contact_phone) || null;
    const [row] = await tx
      .insert(players)
      .values({ ...player, verified_phone })
      .onConflictDoNothing()
      .returning();
    if (!row) return row;
    await tx.insert(playerWallets).values({ player_id: row.id, balance_minor: 0 });
    if (balanceMinor > 0) {
      await writePosting(tx, {
        tenant_id: row.tenant_id,
        kind: 'demo_credit',
        idempotency_key: `demo_credit:${row.id}`,
        created_at: row.created_at,
        lines: [
          { account: 'house_funding', amount_minor: -balanceMinor },
          { account: 'player_cash', player_id: row.id, amount_minor: balanceMinor },
        ],
      });
    }
    return row;
  });
}

/** Everything of the player goes with it (wallet, sessions, codes, outbox, favourites). */
export async function deletePlayer(db: Db, playerId: number): Promise<void> {
  await db.delete(players).where(eq(players.id, playerId));
}

export async function setPlayerStatus(db: Db, playerId: number, status: PlayerStatus): Promise<void> {
  await db.update(players).set({ status }).where(eq(players.id, playerId));
}

/**
 * PENDING → ACTIVE, only from PENDING, taking the phone as a verified one: 'notPending' when the player was not
 * pending any more, 'phoneInUse' when another account of the tenant holds the phone (the unique index decides
 * between two verifications that race).
 */
export async function activatePending(db: Db, player: PlayerRow): Promise<'activated' | 'notPending' | 'phoneInUse'> {
  try {
    const rows = await db
      .update(players)
      .set({ status: 'ACTIVE', verified_phone: phoneDigits(player.contact_phone) || null })
      .where(and(eq(players.id, player.id), eq(players.status, 'PENDING')))
      .returning({ id: players.id });
    return rows.length > 0 ? 'activated' : 'notPending';
  } catch (error) {
    if (isUniqueViolation(error)) return 'phoneInUse';
    throw error;
  }
}

/** Whether another account of the tenant holds this phone as verified. */
export async function phoneInUse(db: Db, tenantId: number, phone: string, exceptPlayerId = 0): Promise<boolean> {
  const digits = phoneDigits(phone);
  if (!digits) return false;
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.tenant_id, tenantId), eq(players.verified_phone, digits), ne(players.id, exceptPlayerId)))
    .limit(1);
  return row !== undefined;
}

/** One column of a player the session lookup does not bring (it brings only what every call needs). */
export async function playerColumn<K extends 'password_hash' | 'referral_code'>(
  db: Db,
  playerId: number,
  column: K,
): Promise<PlayerRow[K]> {
  const [row] = await db.select({ value: players[column] }).from(players).where(eq(players.id, playerId)).limit(1);
  if (!row) throw new Error(`player ${playerId} is gone`);
  return row.value as PlayerRow[K];
}

export async function setPasswordHash(db: Db, playerId: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .update(players)
    .set({ password_hash: passwordHash, password_changed_at: now })
    .where(eq(players.id, playerId));
}

export async function updateProfile(
  db: Db,
  playerId: number,
  profile: { full_name: string; contact_email: string },
): Promise<void> {
  await db.update(players).set(profile).where(eq(players.id, playerId));
}

export async function walletOf(db: Db, playerId: number) {
  const [row] = await db.select().from(playerWallets).where(eq(playerWallets.player_id, playerId)).limit(1);
  return row ?? { player_id: playerId, balance_minor: 0, token_balance: 0, frozen_token: 0 };
}

/** Tenants where no player has this account id yet. */
export function tenantsWithout(db: Db, accountKey: string) {
  return db
    .select({ id: tenants.id, domain_name: tenants.domain_name, currency: tenants.currency })
    .from(tenants)
    .leftJoin(players, and(eq(players.tenant_id, tenants.id), eq(players.account_key, accountKey)))
    .where(isNull(players.id));
}

/**
 * Locks the player's row until the transaction ends: two requests of one player that check then write (a code
 * resend, a deposit against its limit) run one after the other.
 */
export async function lockPlayer(db: Db, playerId: number): Promise<void> {
  await db.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
}
