import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { prepared } from '../prepared';
import { playerSessions, players, playerWallets, tenants } from '../schema';

export type SessionRow = typeof playerSessions.$inferSelect;

export async function insertSession(db: Db, session: Omit<typeof playerSessions.$inferInsert, 'id'>) {
  const [row] = await db.insert(playerSessions).values(session).returning();
  return row!;
}

/**
 * Every authenticated call looks its session up: it takes what authentication and the hot reads need (balance,
 * VIP) and no more — the whole session and player rows cost a quarter of get_balance's throughput on PGlite in
 * column decoding alone (decision 0019). get_profile's lookup adds the profile's columns.
 */
const SESSION_COLUMNS = {
  id: playerSessions.id,
  created_at: playerSessions.created_at,
  last_seen_at: playerSessions.last_seen_at,
  expires_at: playerSessions.expires_at,
  revoked_at: playerSessions.revoked_at,
};
const PLAYER_COLUMNS = {
  id: players.id,
  account_key: players.account_key,
  status: players.status,
  total_deposit_minor: players.total_deposit_minor,
  total_turnover_minor: players.total_turnover_minor,
};
const PROFILE_COLUMNS = {
  ...PLAYER_COLUMNS,
  account_id: players.account_id,
  full_name: players.full_name,
  contact_email: players.contact_email,
  contact_phone: players.contact_phone,
  created_at: players.created_at,
};

/** A session by its token hash, with its player, the player's tenant and wallet (null before a first deposit). */
const lookupWith =
  <P extends typeof PLAYER_COLUMNS>(player: P) =>
  (db: Db) =>
    db
      .select({
        session: SESSION_COLUMNS,
        player,
        tenant: {
          id: tenants.id,
          domain_name: tenants.domain_name,
          currency: tenants.currency,
          default_lang: tenants.default_lang,
          gamify_status: tenants.gamify_status,
          engagement: tenants.engagement,
        },
        // The wallet rides along, so that get_balance, the hottest read, costs this one round trip.
        wallet: {
          balance_minor: playerWallets.balance_minor,
          bonus_minor: playerWallets.bonus_minor,
          token_balance: playerWallets.token_balance,
        },
      })
      .from(playerSessions)
      .innerJoin(players, eq(players.id, playerSessions.player_id))
      .innerJoin(tenants, eq(tenants.id, players.tenant_id))
      .leftJoin(playerWallets, eq(playerWallets.player_id, players.id))
      .where(eq(playerSessions.token_hash, sql.placeholder('tokenHash')))
      .limit(1);

const sessionLookup = lookupWith(PLAYER_COLUMNS);
const profileLookup = lookupWith(PROFILE_COLUMNS);

/** What a session lookup gives about the session itself. */
export type LiveSessionRow = Pick<SessionRow, keyof typeof SESSION_COLUMNS>;

export async function sessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await prepared(db, 'session_by_token_hash', sessionLookup).execute({ tokenHash });
  return row;
}

/** The same lookup with the player's profile (get_profile's one round trip). */
export async function sessionWithProfileByTokenHash(db: Db, tokenHash: string) {
  const [row] = await prepared(db, 'session_with_profile_by_token_hash', profileLookup).execute({ tokenHash });
  return row;
}

export async function touchSession(db: Db, sessionId: number, lastSeen: Date, expires: Date): Promise<void> {
  await db
    .update(playerSessions)
    .set({ last_seen_at: lastSeen, expires_at: expires })
    .where(eq(playerSessions.id, sessionId));
}

const live = (playerId: number, now: Date) =>
  and(eq(playerSessions.player_id, playerId), isNull(playerSessions.revoked_at), gt(playerSessions.expires_at, now));

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(playerSessions)
    .set({ revoked_at: now })
    .where(and(eq(playerSessions.id, sessionId), isNull(playerSessions.revoked_at)));
}

/** Ends every open session of the player except `keepId` (none kept when null); how many ended. */
export async function revokeSessionsOf(db: Db, playerId: number, keepId: number | null, now: Date): Promise<number> {
  const rows = await db
    .update(playerSessions)
    .set({ revoked_at: now })
    .where(and(live(playerId, now), keepId === null ? undefined : ne(playerSessions.id, keepId)))
    .returning({ id: playerSessions.id });
  return rows.length;
}

export function openSessionsOf(db: Db, playerId: number, now: Date) {
  return db
    .select()
    .from(playerSessions)
    .where(live(playerId, now))
    .orderBy(desc(playerSessions.created_at), desc(playerSessions.id));
}
