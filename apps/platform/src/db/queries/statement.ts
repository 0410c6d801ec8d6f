import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { ledgerEntries, ledgerPostings } from '../schema';

export type StatementFilter = {
  playerId: number;
  /** A posting kind. */
  kind?: string | undefined;
  /** Inclusive start and exclusive end, on the posting's time. */
  from?: Date | undefined;
  until?: Date | undefined;
};

/**
 * One page of the entries of a player's cash account, newest first (by entry id: the order the balance moved in),
 * with the count and the money in and out of everything that matches.
 */
export async function statementPage(db: Db, filter: StatementFilter, page: number, perPage: number) {
  const where: SQL[] = [eq(ledgerEntries.account, 'player_cash'), eq(ledgerEntries.player_id, filter.playerId)];
  if (filter.kind) where.push(eq(ledgerPostings.kind, filter.kind));
  if (filter.from) where.push(gte(ledgerPostings.created_at, filter.from));
  if (filter.until) where.push(lt(ledgerPostings.created_at, filter.until));
  const joined = eq(ledgerPostings.id, ledgerEntries.posting_id);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        amount_minor: ledgerEntries.amount_minor,
        balance_after: ledgerEntries.balance_after,
        kind: ledgerPostings.kind,
        memo: ledgerPostings.memo,
        idempotency_key: ledgerPostings.idempotency_key,
        created_at: ledgerPostings.created_at,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, joined)
      .where(and(...where))
      .orderBy(desc(ledgerEntries.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({
        n: count(),
        in: sql<string>`coalesce(sum(greatest(${ledgerEntries.amount_minor}, 0)), 0)`,
        out: sql<string>`coalesce(sum(least(${ledgerEntries.amount_minor}, 0)), 0)`,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, joined)
      .where(and(...where)),
  ]);
  return { rows, total: totals?.n ?? 0, inMinor: Number(totals?.in ?? 0), outMinor: -Number(totals?.out ?? 0) };
}
