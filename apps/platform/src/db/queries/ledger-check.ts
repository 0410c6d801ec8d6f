import type { LedgerReport } from '@felt/contract/operator';
import { and, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { ledgerEntries, ledgerPostings, playerWallets, walletTransactions } from '../schema';
import { ledgerProblems } from './ledger';

// The whole ledger proved at once, for `npm run ledger -- check` and its operator endpoint.

export const problemCount = (report: LedgerReport) =>
  Object.values(report.problems).reduce((total, ids) => total + ids.length, 0);

/** One snapshot (repeatable read), so a platform writing meanwhile cannot make a sound ledger look broken. */
export function ledgerCheck(db: Db): Promise<LedgerReport> {
  return db.transaction((tx) => checkIn(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** The queries run one after another: a transaction is one connection, which takes one query at a time. */
async function checkIn(db: Db): Promise<LedgerReport> {
  const postings = await db.select({ n: count() }).from(ledgerPostings);
  const entries = await db.select({ n: count() }).from(ledgerEntries);
  const players = await db.select({ n: count() }).from(playerWallets);
  const base = await ledgerProblems(db);
  const negativeEntries = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(lt(ledgerEntries.balance_after, 0));
  const negativeWallets = await db
    .select({ id: playerWallets.player_id })
    .from(playerWallets)
    .where(lt(playerWallets.balance_minor, 0));
  const dangling = await db
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .leftJoin(ledgerPostings, eq(ledgerPostings.id, walletTransactions.posting_id))
    .where(and(isNotNull(walletTransactions.posting_id), isNull(ledgerPostings.id)));
  // The journal keeps no foreign keys (decision 0039): these two looks prove what the keys did.
  const orphans = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .leftJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.posting_id))
    .where(isNull(ledgerPostings.id));
  return {
    postings: postings[0]?.n ?? 0,
    entries: entries[0]?.n ?? 0,
    players: players[0]?.n ?? 0,
    problems: {
      ...base,
      negativeEntries: negativeEntries.map((r) => r.id),
      negativeWallets: negativeWallets.map((r) => r.id),
      danglingTransactions: dangling.map((r) => r.id),
      orphanEntries: orphans.map((r) => r.id),
    },
  };
}
