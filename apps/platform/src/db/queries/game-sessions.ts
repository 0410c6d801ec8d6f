import { and, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../client';
import { gameSessions, games, players, tenants } from '../schema';
import { gameFields } from './lobby';

export type GameSessionRow = typeof gameSessions.$inferSelect;

export async function insertGameSession(db: Db, row: Omit<GameSessionRow, 'id'>): Promise<GameSessionRow> {
  const [created] = await db.insert(gameSessions).values(row).returning();
  if (!created) throw new Error('game session not created');
  return created;
}

/** A game session of one wallet provider by its token hash, with the player and tenant; expiry is the caller's. */
export async function gameSessionByToken(db: Db, walletProvider: string, tokenHash: string) {
  const [row] = await db
    .select({ session: gameSessions, player: players, tenant: tenants })
    .from(gameSessions)
    .innerJoin(players, eq(players.id, gameSessions.player_id))
    .innerJoin(tenants, eq(tenants.id, gameSessions.tenant_id))
    .where(and(eq(gameSessions.token_hash, tokenHash), eq(gameSessions.wallet_provider, walletProvider)))
    .limit(1);
  return row;
}

/** The games a player launched last, newest first, each once. */
export function recentlyLaunched(db: Db, playerId: number, limit: number) {
  const last = max(gameSessions.created_at);
  return db
    .select(gameFields)
    .from(gameSessions)
    .innerJoin(
      games,
      and(eq(games.provider_code, gameSessions.provider_code), eq(games.game_code, gameSessions.game_code)),
    )
    .where(eq(gameSessions.player_id, playerId))
    .groupBy(games.id)
    .orderBy(desc(last))
    .limit(limit);
}
