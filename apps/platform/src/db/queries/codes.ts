import type { TacPurpose } from '@felt/contract';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { outbox, playerCodes } from '../schema';

export type CodeRow = typeof playerCodes.$inferSelect;

const ofPurpose = (playerId: number, purpose: TacPurpose) =>
  and(eq(playerCodes.player_id, playerId), eq(playerCodes.purpose, purpose));
const newestFirst = [desc(playerCodes.created_at), desc(playerCodes.id)];

export async function latestCode(db: Db, playerId: number, purpose: TacPurpose): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(playerCodes)
    .where(ofPurpose(playerId, purpose))
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

export async function deleteUnusedCodes(db: Db, playerId: number, purpose: TacPurpose): Promise<void> {
  await db.delete(playerCodes).where(and(ofPurpose(playerId, purpose), isNull(playerCodes.used_at)));
}

export async function insertCode(db: Db, code: Omit<typeof playerCodes.$inferInsert, 'id'>): Promise<void> {
  await db.insert(playerCodes).values(code);
}

/**
 * Takes one attempt on the newest code that may still be used (not used, not expired, attempts left) and answers
 * it with that attempt counted; undefined when there is none. Taken in one statement before any comparison, with
 * the conditions checked again on the row it updates, so parallel guesses never compare more than `maxAttempts`.
 */
export async function takeAttempt(
  db: Db,
  playerId: number,
  purpose: TacPurpose,
  now: Date,
  maxAttempts: number,
): Promise<CodeRow | undefined> {
  const usable = and(
    ofPurpose(playerId, purpose),
    isNull(playerCodes.used_at),
    gt(playerCodes.expires_at, now),
    lt(playerCodes.attempts, maxAttempts),
  );
  const newest = db
    .select({ id: playerCodes.id })
    .from(playerCodes)
    .where(usable)
    .orderBy(...newestFirst)
    .limit(1);
  const [row] = await db
    .update(playerCodes)
    .set({ attempts: sql`${playerCodes.attempts} + 1` })
    .where(and(inArray(playerCodes.id, newest), usable))
    .returning();
  return row;
}

/** Marks a code used; false when another request used it first. */
export async function useCode(db: Db, codeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(playerCodes)
    .set({ used_at: now })
    .where(and(eq(playerCodes.id, codeId), isNull(playerCodes.used_at)))
    .returning({ id: playerCodes.id });
  return rows.length > 0;
}

export async function insertOutbox(db: Db, message: Omit<typeof outbox.$inferInsert, 'id'>): Promise<void> {
  await db.insert(outbox).values(message);
}

/**
 * Deletes the outbox messages that were delivered or whose code can no longer be used (used, expired, out of
 * attempts, or replaced by a newer one); how many went. A message and its code share player, purpose and
 * created_at, written together by one transaction.
 */
export async function deleteDeadOutbox(db: Db, now: Date, maxAttempts: number): Promise<number> {
  const usableCode = db
    .select({ id: playerCodes.id })
    .from(playerCodes)
    .where(
      and(
        eq(playerCodes.player_id, outbox.player_id),
        eq(playerCodes.purpose, outbox.purpose),
        eq(playerCodes.created_at, outbox.created_at),
        isNull(playerCodes.used_at),
        gt(playerCodes.expires_at, now),
        lt(playerCodes.attempts, maxAttempts),
      ),
    );
  const rows = await db
    .delete(outbox)
    .where(or(isNotNull(outbox.sent_at), notExists(usableCode)))
    .returning({ id: outbox.id });
  return rows.length;
}

export function outboxOf(db: Db, playerId: number) {
  return db
    .select({ tac: outbox.tac, purpose: outbox.purpose, created_at: outbox.created_at })
    .from(outbox)
    .where(eq(outbox.player_id, playerId))
    .orderBy(desc(outbox.created_at), desc(outbox.id));
}
