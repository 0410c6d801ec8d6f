import { and, asc, countDistinct, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { games } from '../schema';
import { gameFields } from './lobby';

/** Hot games, of one category when given. */
export function hotGames(db: Db, gameType: string | null) {
  const where: SQL[] = [eq(games.hot, true)];
  if (gameType) where.push(eq(games.game_type, gameType));
  return db
    .select(gameFields)
    .from(games)
    .where(and(...where))
    .orderBy(asc(games.position));
}

/** How many providers offer each category. */
export function providersPerCategory(db: Db) {
  return db
    .select({ game_type: games.game_type, providers: countDistinct(games.provider_code) })
    .from(games)
    .groupBy(games.game_type);
}

export async function findGame(db: Db, providerCode: string, gameCode: string) {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.provider_code, providerCode), eq(games.game_code, gameCode)))
    .limit(1);
  return row;
}
