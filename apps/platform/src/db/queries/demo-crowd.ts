import { and, desc, eq, inArray, like, max, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { gameRounds, games, players, playerWallets } from '../schema';

// The demo crowd's rows: the players demo-activity.ts adds to demo sites, known by the reserved mail domain they
// are given (nobody can receive mail there), and what the writer needs to add their activity in bulk.

/** The mail domain of every crowd player: .invalid is reserved, so no real account has it by accident. */
export const CROWD_MAIL_DOMAIN = 'crowd.demo.invalid';

const isCrowd = like(players.contact_email, `%@${CROWD_MAIL_DOMAIN}`);

/** A tenant's crowd players with their cash, oldest first. */
export function crowdOf(db: Db, tenantId: number) {
  return db
    .select({ id: players.id, created_at: players.created_at, balance_minor: playerWallets.balance_minor })
    .from(players)
    .innerJoin(playerWallets, eq(playerWallets.player_id, players.id))
    .where(and(eq(players.tenant_id, tenantId), isCrowd))
    .orderBy(players.id);
}

/** When the tenant's crowd last played a round; null when it never did. */
export async function lastCrowdRound(db: Db, tenantId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(gameRounds.created_at) })
    .from(gameRounds)
    .innerJoin(players, eq(players.id, gameRounds.player_id))
    .where(and(eq(players.tenant_id, tenantId), isCrowd));
  return row?.at ?? null;
}

/** The tenant's account keys and referral codes, which new players must not repeat. */
export async function takenOf(db: Db, tenantId: number) {
  const rows = await db
    .select({ key: players.account_key, code: players.referral_code })
    .from(players)
    .where(eq(players.tenant_id, tenantId));
  return { keys: new Set(rows.map((r) => r.key)), codes: new Set(rows.map((r) => r.code)) };
}

/** Slots and fishing games of the catalogue, the popular and hot ones first: what the crowd wins on. */
export function winningGames(db: Db, limit: number) {
  return db
    .select({ provider_code: games.provider_code, game_code: games.game_code })
    .from(games)
    .where(inArray(games.game_type, ['slot_game', 'fishing']))
    .orderBy(desc(games.popular), desc(games.hot), games.position)
    .limit(limit);
}

type Serial = 'ledger_postings' | 'money_requests' | 'game_sessions' | 'player_sessions';

/** `count` ids drawn from a table's own sequence, so rows that name each other can be written in bulk. */
export async function nextIds(db: Db, table: Serial, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute<{ id: string }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::text as id from generate_series(1, ${count})`,
  );
  // node-postgres and PGlite both answer { rows }.
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  return rows.map((row) => Number(row.id));
}

/** Writes rows a chunk per statement, under the driver's limit of parameters per statement. */
export async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}
