import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { prepared } from '../prepared';
import { gameSessions, games, players, playerWallets } from '../schema';
import { gameFields } from './lobby';

export type GameSessionRow = typeof gameSessions.$inferSelect;

export async function insertGameSession(db: Db, row: Omit<GameSessionRow, 'id'>): Promise<GameSessionRow> {
  const [created] = await db.insert(gameSessions).values(row).returning();
  if (!created) throw new Error('game session not created');
  return created;
}

const gameSessionLookup = (db: Db) =>
  db
    .select({
      session: gameSessions,
      player: { id: players.id, account_id: players.account_id, status: players.status },
      // The balance rides along, so that the provider's authenticate and balance calls cost this one round trip. A
      // game sees what the player can stake: cash and bonus money (docs/decisions/0048-bonus-wallet.md).
      balance_minor: sql<number>`${playerWallets.balance_minor} + ${playerWallets.bonus_minor}`.mapWith(Number),
    })
    .from(gameSessions)
    .innerJoin(players, eq(players.id, gameSessions.player_id))
    .leftJoin(playerWallets, eq(playerWallets.player_id, players.id))
    .where(
      and(
        eq(gameSessions.token_hash, sql.placeholder('tokenHash')),
        eq(gameSessions.wallet_provider, sql.placeholder('walletProvider')),
      ),
    )
    .limit(1);

/** A game session of one wallet provider by its token hash, with its player and balance; expiry is the caller's. */
export async function gameSessionByToken(db: Db, walletProvider: string, tokenHash: string) {
  const statement = prepared(db, 'game_session_by_token_hash', gameSessionLookup);
  const [row] = await statement.execute({ tokenHash, walletProvider });
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
