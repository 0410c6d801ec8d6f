import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type CrashRoundState, demoCrashRounds, demoOpenedLaunches } from '../db/schema';

// The Rocket rounds' and opened launches' rows (db/tables/instances.ts). Every change of state is one conditional
// statement, so two instances racing on a round (a cash-out here, the crash timer there) decide it once.

export type CrashRow = typeof demoCrashRounds.$inferSelect;
export type NewCrashRow = Omit<CrashRow, 'started_at' | 'crash_at' | 'state' | 'win' | 'multiplier' | 'outcome'>;

/** The round a play session has not finished, if any. */
export async function openRoundOf(db: Db, playKey: string): Promise<CrashRow | undefined> {
  const [row] = await db
    .select()
    .from(demoCrashRounds)
    .where(and(eq(demoCrashRounds.play_key, playKey), isNull(demoCrashRounds.outcome)));
  return row;
}

/** One round of one play session (another session's round is not found). */
export async function roundOf(db: Db, playKey: string, roundId: string): Promise<CrashRow | undefined> {
  const [row] = await db
    .select()
    .from(demoCrashRounds)
    .where(and(eq(demoCrashRounds.round_id, roundId), eq(demoCrashRounds.play_key, playKey)));
  return row;
}

/** Holds the session's one open slot while its bet is placed; false when a round is already open. */
export async function placeRound(db: Db, row: NewCrashRow): Promise<boolean> {
  const placed = await db
    .insert(demoCrashRounds)
    .values({ ...row, state: 'placing' })
    .onConflictDoNothing()
    .returning({ round_id: demoCrashRounds.round_id });
  return placed.length > 0;
}

export async function launchRound(db: Db, roundId: string, startedAt: number, crashAt: number): Promise<void> {
  await db
    .update(demoCrashRounds)
    .set({ state: 'flying', started_at: startedAt, crash_at: crashAt, updated_at: startedAt })
    .where(and(eq(demoCrashRounds.round_id, roundId), eq(demoCrashRounds.state, 'placing')));
}

export async function dropRound(db: Db, roundId: string): Promise<void> {
  await db.delete(demoCrashRounds).where(eq(demoCrashRounds.round_id, roundId));
}

/** Decides a flying round; the row when this call decided it, undefined when it was decided already. */
export async function decideRound(
  db: Db,
  roundId: string,
  decision: { state: 'cashed' | 'crashed'; win: number; multiplier: number },
  now: number,
): Promise<CrashRow | undefined> {
  const [row] = await db
    .update(demoCrashRounds)
    .set({ ...decision, updated_at: now })
    .where(and(eq(demoCrashRounds.round_id, roundId), eq(demoCrashRounds.state, 'flying')))
    .returning();
  return row;
}

export async function finishRound(db: Db, roundId: string, outcome: object, now: number): Promise<void> {
  await db
    .update(demoCrashRounds)
    .set({ outcome, updated_at: now })
    .where(and(eq(demoCrashRounds.round_id, roundId), isNull(demoCrashRounds.outcome)));
}

export async function outcomeOf(db: Db, roundId: string): Promise<unknown> {
  const [row] = await db
    .select({ outcome: demoCrashRounds.outcome })
    .from(demoCrashRounds)
    .where(eq(demoCrashRounds.round_id, roundId));
  return row ? row.outcome : undefined;
}

/** Unfinished rounds in a state since before `before` (by updated_at, or by crash time for flying ones). */
export function staleRounds(db: Db, state: CrashRoundState, before: number, limit = 100): Promise<CrashRow[]> {
  const age = state === 'flying' ? demoCrashRounds.crash_at : demoCrashRounds.updated_at;
  return db
    .select()
    .from(demoCrashRounds)
    .where(and(eq(demoCrashRounds.state, state), isNull(demoCrashRounds.outcome), lt(age, before)))
    .limit(limit);
}

/** Settled rounds answer late calls for a while, then go; so do opened launches past their expiry. */
export async function forgetFinished(db: Db, settledBefore: number, now: number): Promise<void> {
  await db
    .delete(demoCrashRounds)
    .where(and(isNotNull(demoCrashRounds.outcome), lt(demoCrashRounds.updated_at, settledBefore)));
  await db.delete(demoOpenedLaunches).where(lt(demoOpenedLaunches.until, now));
}

export async function launchOpened(db: Db, key: string, now: number): Promise<boolean> {
  const [row] = await db
    .select({ until: demoOpenedLaunches.until })
    .from(demoOpenedLaunches)
    .where(eq(demoOpenedLaunches.key, key));
  return row !== undefined && row.until > now;
}

export async function claimLaunch(db: Db, key: string, until: number): Promise<void> {
  await db
    .insert(demoOpenedLaunches)
    .values({ key, until })
    .onConflictDoUpdate({ target: demoOpenedLaunches.key, set: { until: sql`excluded.until` } });
}
