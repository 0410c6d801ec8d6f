import type { TacPurpose } from '@felt/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
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

/** The newest code that may still be used: not used, not expired, attempts left. */
export async function liveCode(
  db: Db,
  playerId: number,
  purpose: TacPurpose,
  now: Date,
  maxAttempts: number,
): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(playerCodes)
    .where(
      and(
        ofPurpose(playerId, purpose),
        isNull(playerCodes.used_at),
        gt(playerCodes.expires_at, now),
        lt(playerCodes.attempts, maxAttempts),
      ),
    )
    .orderBy(...newestFirst)
    .limit(1);
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

/** Counts a wrong guess; the attempts made so far. */
export async function countAttempt(db: Db, codeId: number): Promise<number> {
  const [row] = await db
    .update(playerCodes)
    .set({ attempts: sql`${playerCodes.attempts} + 1` })
    .where(eq(playerCodes.id, codeId))
    .returning({ attempts: playerCodes.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

export async function insertOutbox(db: Db, message: Omit<typeof outbox.$inferInsert, 'id'>): Promise<void> {
  await db.insert(outbox).values(message);
}

export function outboxOf(db: Db, playerId: number) {
  return db
    .select({ tac: outbox.tac, purpose: outbox.purpose, created_at: outbox.created_at })
    .from(outbox)
    .where(eq(outbox.player_id, playerId))
    .orderBy(desc(outbox.created_at), desc(outbox.id));
}
