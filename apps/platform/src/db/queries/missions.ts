import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { ledgerEntries, ledgerPostings, missionClaims, moneyRequests } from '../schema';

// What mission progress is counted from: the player's own ledger lines and approved deposits within a window.

export type Span = { start: Date; end: Date };

/**
 * Rounds played and stake wagered (minor units) in [start, end). A round is one provider round id (a posting
 * without one, e.g. a single sports bet, is a round of its own); its stake is its bets less their rollbacks, and
 * only a round with stake left counts, so a fully rolled-back round is not a round played.
 */
export async function playedIn(db: Db, playerId: number, span: Span): Promise<{ rounds: number; turnover: number }> {
  const round = sql`coalesce(${ledgerPostings.memo}->>'provider', '') || ':' ||
    coalesce(${ledgerPostings.memo}->>'round_id', 'posting-' || ${ledgerPostings.id}::text)`;
  const perRound = db
    .select({ staked: sql<string>`sum(-${ledgerEntries.amount_minor})`.as('staked') })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.posting_id))
    .where(
      and(
        eq(ledgerEntries.player_id, playerId),
        eq(ledgerEntries.account, 'player_cash'),
        inArray(ledgerPostings.kind, ['bet', 'rollback']),
        gte(ledgerPostings.created_at, span.start),
        lt(ledgerPostings.created_at, span.end),
      ),
    )
    .groupBy(round)
    .as('per_round');
  const [row] = await db
    .select({
      rounds: sql<number>`count(*) filter (where ${perRound.staked} > 0)`.mapWith(Number),
      turnover: sql<number>`coalesce(sum(greatest(${perRound.staked}, 0)), 0)`.mapWith(Number),
    })
    .from(perRound);
  return { rounds: row?.rounds ?? 0, turnover: row?.turnover ?? 0 };
}

/** Deposits approved (by when they were approved) in [start, end). */
export async function depositsApprovedIn(db: Db, playerId: number, span: Span): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.player_id, playerId),
        eq(moneyRequests.type, 'deposit'),
        eq(moneyRequests.status, 'approved'),
        gte(moneyRequests.decided_at, span.start),
        lt(moneyRequests.decided_at, span.end),
      ),
    );
  return row?.n ?? 0;
}

/** The player's claims for the given periods, as "code|period_key". */
export async function claimedIn(db: Db, playerId: number, periodKeys: string[]): Promise<Set<string>> {
  if (periodKeys.length === 0) return new Set();
  const rows = await db
    .select({ code: missionClaims.mission_code, period_key: missionClaims.period_key })
    .from(missionClaims)
    .where(and(eq(missionClaims.player_id, playerId), inArray(missionClaims.period_key, periodKeys)));
  return new Set(rows.map((r) => `${r.code}|${r.period_key}`));
}

/** Records a claim; false when this mission was already claimed for the period (the primary key decides). */
export async function insertMissionClaim(db: Db, claim: typeof missionClaims.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(missionClaims)
    .values(claim)
    .onConflictDoNothing()
    .returning({ code: missionClaims.mission_code });
  return rows.length === 1;
}
