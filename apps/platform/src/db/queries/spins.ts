import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { spins } from '../schema';

export type SpinRow = typeof spins.$inferSelect;
export type NewSpin = Omit<typeof spins.$inferInsert, 'id' | 'state' | 'settled_at'>;

/**
 * Records a spin, unless the player already has one with this request_id: then nothing is written and undefined
 * comes back. A concurrent insert of the same request_id waits on the unique index and then finds it taken.
 */
export async function insertSpin(tx: Db, spin: NewSpin): Promise<SpinRow | undefined> {
  const [row] = await tx
    .insert(spins)
    .values({ ...spin, state: 'settling' })
    .onConflictDoNothing({ target: [spins.player_id, spins.request_id] })
    .returning();
  return row;
}

export async function spinOfRequest(db: Db, playerId: number, requestId: string): Promise<SpinRow | undefined> {
  const [row] = await db
    .select()
    .from(spins)
    .where(and(eq(spins.player_id, playerId), eq(spins.request_id, requestId)));
  return row;
}

/** The spin, locked until the transaction ends, while it still settles; undefined once settled. */
export async function lockSettlingSpin(tx: Db, spinId: number): Promise<SpinRow | undefined> {
  const [row] = await tx
    .select()
    .from(spins)
    .where(and(eq(spins.id, spinId), eq(spins.state, 'settling')))
    .for('update');
  return row;
}

export async function markSettled(tx: Db, spinId: number, now: Date): Promise<SpinRow> {
  const [row] = await tx
    .update(spins)
    .set({ state: 'settled', settled_at: now })
    .where(eq(spins.id, spinId))
    .returning();
  return row!;
}

export async function spinById(db: Db, spinId: number): Promise<SpinRow | undefined> {
  const [row] = await db.select().from(spins).where(eq(spins.id, spinId));
  return row;
}

/** The player's newest spins first. */
export function recentSpins(db: Db, playerId: number, limit: number) {
  return db.select().from(spins).where(eq(spins.player_id, playerId)).orderBy(desc(spins.id)).limit(limit);
}

/** Spins whose prize was decided but not paid: a process stopped between the spin's two transactions. */
export function settlingSpins(db: Db) {
  return db.select().from(spins).where(eq(spins.state, 'settling')).orderBy(spins.id);
}
