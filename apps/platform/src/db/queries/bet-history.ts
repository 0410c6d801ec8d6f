import type { RoundStatus } from '@felt/contract';
import { and, count, desc, eq, gte, lt, type SQL, sum } from 'drizzle-orm';
import type { Db } from '../client';
import { gameRounds, games } from '../schema';

export type RoundFilter = {
  playerId: number;
  gameType?: string | undefined;
  providerCode?: string | undefined;
  status?: RoundStatus | undefined;
  /** Inclusive start and exclusive end. */
  from?: Date | undefined;
  until?: Date | undefined;
};

function conditions(filter: RoundFilter): SQL | undefined {
  const where: SQL[] = [eq(gameRounds.player_id, filter.playerId)];
  if (filter.gameType) where.push(eq(games.game_type, filter.gameType));
  if (filter.providerCode) where.push(eq(gameRounds.provider_code, filter.providerCode));
  if (filter.status) where.push(eq(gameRounds.status, filter.status));
  if (filter.from) where.push(gte(gameRounds.created_at, filter.from));
  if (filter.until) where.push(lt(gameRounds.created_at, filter.until));
  return and(...where);
}

const joinGame = and(eq(games.provider_code, gameRounds.provider_code), eq(games.game_code, gameRounds.game_code));

/** One page of a player's rounds, newest first, with the count and the stake and win totals of all that match. */
export async function roundPage(db: Db, filter: RoundFilter, page: number, perPage: number) {
  const where = conditions(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ round: gameRounds, game_name: games.game_name, game_type: games.game_type })
      .from(gameRounds)
      .leftJoin(games, joinGame)
      .where(where)
      .orderBy(desc(gameRounds.created_at), desc(gameRounds.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count(), bet: sum(gameRounds.bet_minor), win: sum(gameRounds.win_minor) })
      .from(gameRounds)
      .leftJoin(games, joinGame)
      .where(where),
  ]);
  return {
    rows,
    total: totals?.n ?? 0,
    betMinor: Number(totals?.bet ?? 0),
    winMinor: Number(totals?.win ?? 0),
  };
}
