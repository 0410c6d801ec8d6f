import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { playerBanks } from '../schema';

export type BankRow = typeof playerBanks.$inferSelect;

const live = (playerId: number) => and(eq(playerBanks.player_id, playerId), isNull(playerBanks.removed_at));

/** The player's saved banks, oldest first; removed ones are left out. */
export function banksOf(db: Db, playerId: number): Promise<BankRow[]> {
  return db.select().from(playerBanks).where(live(playerId)).orderBy(asc(playerBanks.id));
}

export async function liveBank(db: Db, playerId: number, bankId: number): Promise<BankRow | undefined> {
  const [row] = await db
    .select()
    .from(playerBanks)
    .where(and(live(playerId), eq(playerBanks.id, bankId)))
    .limit(1);
  return row;
}

export async function liveBankCount(db: Db, playerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(playerBanks).where(live(playerId));
  return row?.n ?? 0;
}

export async function insertBank(db: Db, bank: Omit<typeof playerBanks.$inferInsert, 'id'>): Promise<BankRow> {
  const [row] = await db.insert(playerBanks).values(bank).returning();
  if (!row) throw new Error('bank not saved');
  return row;
}

/** Sets removed_at once; false when the player has no such live bank. */
export async function markBankRemoved(db: Db, playerId: number, bankId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(playerBanks)
    .set({ removed_at: now })
    .where(and(live(playerId), eq(playerBanks.id, bankId)))
    .returning({ id: playerBanks.id });
  return rows.length > 0;
}
