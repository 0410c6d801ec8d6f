import type { RequestType } from '@felt/contract';
import { and, count, countDistinct, desc, eq, gt, gte, isNotNull, ne, sum } from 'drizzle-orm';
import type { Db } from '../client';
import { adVisits, gameRounds, games, moneyRequests, playerSessions, players } from '../schema';

// What a site shows of its own activity: recent payouts and deposits, the biggest wins, player counts. Only
// approved requests count; players are named by account id, which the service masks.

export type Movement = { account_id: string; amount_minor: number; at: Date };

const approvedOf = (tenantId: number, type: RequestType) =>
  and(eq(moneyRequests.tenant_id, tenantId), eq(moneyRequests.type, type), eq(moneyRequests.status, 'approved'));

const movementFields = {
  account_id: players.account_id,
  amount_minor: moneyRequests.amount_minor,
  at: moneyRequests.decided_at,
};

/** The latest approved deposits or withdrawals of a tenant. */
export async function latestApproved(db: Db, tenantId: number, type: RequestType, limit: number): Promise<Movement[]> {
  const rows = await db
    .select(movementFields)
    .from(moneyRequests)
    .innerJoin(players, eq(players.id, moneyRequests.player_id))
    .where(and(approvedOf(tenantId, type), isNotNull(moneyRequests.decided_at)))
    .orderBy(desc(moneyRequests.decided_at), desc(moneyRequests.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, at: r.at ?? new Date(0) }));
}

/** The largest withdrawals paid out since `since`. */
export async function largestWithdrawals(db: Db, tenantId: number, since: Date, limit: number): Promise<Movement[]> {
  const rows = await db
    .select(movementFields)
    .from(moneyRequests)
    .innerJoin(players, eq(players.id, moneyRequests.player_id))
    .where(and(approvedOf(tenantId, 'withdrawal'), gte(moneyRequests.decided_at, since)))
    .orderBy(desc(moneyRequests.amount_minor), desc(moneyRequests.decided_at))
    .limit(limit);
  return rows.map((r) => ({ ...r, at: r.at ?? new Date(0) }));
}

/** The withdrawals paid out since `since`, in minor units. */
export async function withdrawnSince(db: Db, tenantId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(moneyRequests.amount_minor).mapWith(Number) })
    .from(moneyRequests)
    .where(and(approvedOf(tenantId, 'withdrawal'), gte(moneyRequests.decided_at, since)));
  return row?.total ?? 0;
}

/**
 * The biggest wins since `since`, with the game's name: each player's best round per game, so one lucky streak on
 * one game is one line and the list names as many players and games as it has lines.
 */
export async function biggestWins(db: Db, tenantId: number, since: Date, limit: number) {
  const best = db
    .selectDistinctOn([gameRounds.player_id, gameRounds.provider_code, gameRounds.game_code], {
      player_id: gameRounds.player_id,
      provider_code: gameRounds.provider_code,
      game_code: gameRounds.game_code,
      amount_minor: gameRounds.win_minor,
      at: gameRounds.created_at,
    })
    .from(gameRounds)
    .innerJoin(players, eq(players.id, gameRounds.player_id))
    .where(and(eq(players.tenant_id, tenantId), gt(gameRounds.win_minor, 0), gte(gameRounds.created_at, since)))
    .orderBy(
      gameRounds.player_id,
      gameRounds.provider_code,
      gameRounds.game_code,
      desc(gameRounds.win_minor),
      desc(gameRounds.created_at),
    )
    .as('best');
  return db
    .select({
      account_id: players.account_id,
      amount_minor: best.amount_minor,
      at: best.at,
      game_name: games.game_name,
    })
    .from(best)
    .innerJoin(players, eq(players.id, best.player_id))
    .innerJoin(games, and(eq(games.provider_code, best.provider_code), eq(games.game_code, best.game_code)))
    .orderBy(desc(best.amount_minor), desc(best.at), best.player_id)
    .limit(limit);
}

/** Registered (verified) players, those seen since `since`, and those who ever had a deposit approved. */
export async function playerCounts(db: Db, tenantId: number, since: Date) {
  const [[registered], [active], [deposited]] = await Promise.all([
    db
      .select({ n: count() })
      .from(players)
      .where(and(eq(players.tenant_id, tenantId), ne(players.status, 'PENDING'))),
    db
      .select({ n: countDistinct(playerSessions.player_id) })
      .from(playerSessions)
      .innerJoin(players, eq(players.id, playerSessions.player_id))
      .where(and(eq(players.tenant_id, tenantId), gte(playerSessions.last_seen_at, since))),
    db
      .select({ n: count() })
      .from(players)
      .where(and(eq(players.tenant_id, tenantId), gt(players.total_deposit_minor, 0))),
  ]);
  return { registered: registered?.n ?? 0, active: active?.n ?? 0, deposited: deposited?.n ?? 0 };
}

export async function insertAdVisit(db: Db, visit: Omit<typeof adVisits.$inferInsert, 'id'>): Promise<void> {
  await db.insert(adVisits).values(visit);
}
