import type { RequestStatus, RequestType } from '@felt/contract';
import { and, asc, count, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { moneyRequests, playerBanks, players } from '../schema';

export type RequestRow = typeof moneyRequests.$inferSelect;
export type NewRequest = Omit<typeof moneyRequests.$inferInsert, 'id'>;
/** A request with the bank it names, for answers. */
export type RequestView = {
  request: RequestRow;
  bank: Pick<typeof playerBanks.$inferSelect, 'bank_name' | 'account_number'> | null;
};

export async function insertRequest(db: Db, request: NewRequest): Promise<RequestRow> {
  const [row] = await db.insert(moneyRequests).values(request).returning();
  if (!row) throw new Error('request not saved');
  return row;
}

export async function findRequest(db: Db, id: number): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(moneyRequests).where(eq(moneyRequests.id, id)).limit(1);
  return row;
}

/**
 * Decides a pending request, once: the guard on status makes a second decision (or a concurrent one, which waits
 * for the first's row lock on PostgreSQL) update nothing. Call inside the transaction that moves the money.
 */
export async function markDecided(
  tx: Db,
  id: number,
  change: { status: Exclude<RequestStatus, 'pending'>; decided_at: Date; reason: string | null },
): Promise<RequestRow | undefined> {
  const [row] = await tx
    .update(moneyRequests)
    .set(change)
    .where(and(eq(moneyRequests.id, id), eq(moneyRequests.status, 'pending')))
    .returning();
  return row;
}

export async function setPostings(
  db: Db,
  id: number,
  postings: { hold_posting_id?: number; decision_posting_id?: number },
) {
  await db.update(moneyRequests).set(postings).where(eq(moneyRequests.id, id));
}

/** Pending deposits made at or before `madeBy`, of one player or of everyone. */
export async function dueDeposits(db: Db, madeBy: Date, playerId?: number): Promise<number[]> {
  const where = [
    eq(moneyRequests.type, 'deposit'),
    eq(moneyRequests.status, 'pending'),
    lte(moneyRequests.created_at, madeBy),
  ];
  if (playerId !== undefined) where.push(eq(moneyRequests.player_id, playerId));
  const rows = await db
    .select({ id: moneyRequests.id })
    .from(moneyRequests)
    .where(and(...where))
    .orderBy(asc(moneyRequests.id));
  return rows.map((r) => r.id);
}

export type RequestFilter = {
  playerId: number;
  type?: RequestType | undefined;
  status?: RequestStatus | undefined;
  /** Inclusive start and exclusive end. */
  from?: Date | undefined;
  until?: Date | undefined;
};

const bankColumns = { bank_name: playerBanks.bank_name, account_number: playerBanks.account_number };

/** One page of a player's requests, newest first, and how many match. */
export async function requestPage(db: Db, filter: RequestFilter, page: number, perPage: number) {
  const where: SQL[] = [eq(moneyRequests.player_id, filter.playerId)];
  if (filter.type) where.push(eq(moneyRequests.type, filter.type));
  if (filter.status) where.push(eq(moneyRequests.status, filter.status));
  if (filter.from) where.push(gte(moneyRequests.created_at, filter.from));
  if (filter.until) where.push(lt(moneyRequests.created_at, filter.until));
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: moneyRequests, bank: bankColumns })
      .from(moneyRequests)
      .leftJoin(playerBanks, eq(playerBanks.id, moneyRequests.bank_id))
      .where(and(...where))
      .orderBy(desc(moneyRequests.created_at), desc(moneyRequests.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(moneyRequests)
      .where(and(...where)),
  ]);
  return { rows: rows as RequestView[], total: total?.n ?? 0 };
}

/** A tenant's pending requests, oldest first (the order an operator works through them), with the account. */
export function pendingOf(db: Db, tenantId: number) {
  return db
    .select({ request: moneyRequests, bank: bankColumns, account_id: players.account_id })
    .from(moneyRequests)
    .innerJoin(players, eq(players.id, moneyRequests.player_id))
    .leftJoin(playerBanks, eq(playerBanks.id, moneyRequests.bank_id))
    .where(and(eq(moneyRequests.tenant_id, tenantId), eq(moneyRequests.status, 'pending')))
    .orderBy(asc(moneyRequests.created_at), asc(moneyRequests.id));
}

/** Deposits feed the VIP level. */
export async function addTotalDeposit(db: Db, playerId: number, amountMinor: number): Promise<void> {
  await db
    .update(players)
    .set({ total_deposit_minor: sql`${players.total_deposit_minor} + ${amountMinor}` })
    .where(eq(players.id, playerId));
}
