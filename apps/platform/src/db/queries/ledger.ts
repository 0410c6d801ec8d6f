import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { ledgerEntries, ledgerPostings, playerWallets } from '../schema';
import type { LedgerAccount } from '../tables/ledger';

/** One side of a posting: a player's cash account (with player_id) or one of the house's. */
export type Line = { account: LedgerAccount; player_id?: number; amount_minor: number };

export type Posting = {
  tenant_id: number;
  kind: string;
  idempotency_key: string;
  memo?: Record<string, string | number>;
  created_at: Date;
  lines: Line[];
};

/** A player line that would take the balance below zero. */
export class InsufficientFunds extends Error {
  constructor(readonly playerId: number) {
    super('insufficient funds');
  }
}

const PLAYER_ACCOUNTS = new Set<LedgerAccount>(['player_cash', 'player_bonus']);
const isPlayerLine = (line: Line) => PLAYER_ACCOUNTS.has(line.account);
/** The wallet column a player account's balance lives in. */
const columnOf = (account: LedgerAccount) =>
  account === 'player_bonus' ? playerWallets.bonus_minor : playerWallets.balance_minor;

/**
 * Writes one balanced posting and moves the player balances it touches (cash or bonus money); call inside a
 * transaction. Each balance update is a single guarded UPDATE, so concurrent postings on one account serialise on
 * its row and none can overdraw it (the table's CHECK would refuse it anyway). Returns the posting id and each
 * player's new cash balance (bonus lines' balances are kept on their entries).
 */
export async function writePosting(tx: Db, posting: Posting): Promise<{ id: number; balances: Map<number, number> }> {
  const sum = posting.lines.reduce((total, line) => total + line.amount_minor, 0);
  if (sum !== 0 || posting.lines.some((line) => !Number.isSafeInteger(line.amount_minor))) {
    throw new Error(`unbalanced posting ${posting.idempotency_key}: entries sum to ${sum}`);
  }
  const balances = new Map<number, number>();
  const after = new Map<Line, number>();
  for (const line of posting.lines) {
    if (!isPlayerLine(line)) continue;
    if (line.player_id === undefined) throw new Error('a player line needs player_id');
    const column = columnOf(line.account);
    const [row] = await tx
      .update(playerWallets)
      .set({
        [line.account === 'player_bonus' ? 'bonus_minor' : 'balance_minor']: sql`${column} + ${line.amount_minor}`,
      })
      .where(and(eq(playerWallets.player_id, line.player_id), gte(sql`${column} + ${line.amount_minor}`, 0)))
      .returning({ balance: column });
    if (!row) throw new InsufficientFunds(line.player_id);
    after.set(line, row.balance);
    if (line.account === 'player_cash') balances.set(line.player_id, row.balance);
  }
  const [head] = await tx
    .insert(ledgerPostings)
    .values({
      tenant_id: posting.tenant_id,
      kind: posting.kind,
      idempotency_key: posting.idempotency_key,
      memo: posting.memo ?? {},
      created_at: posting.created_at,
    })
    .returning({ id: ledgerPostings.id });
  if (!head) throw new Error('posting not written');
  await tx.insert(ledgerEntries).values(
    posting.lines.map((line) => ({
      posting_id: head.id,
      tenant_id: posting.tenant_id,
      account: line.account,
      player_id: isPlayerLine(line) ? (line.player_id ?? null) : null,
      amount_minor: line.amount_minor,
      balance_after: after.get(line) ?? null,
    })),
  );
  return { id: head.id, balances };
}

/** A player's cash balance as the wallet row holds it. */
export async function balanceOf(db: Db, playerId: number): Promise<number> {
  const [row] = await db
    .select({ balance: playerWallets.balance_minor })
    .from(playerWallets)
    .where(eq(playerWallets.player_id, playerId))
    .limit(1);
  return row?.balance ?? 0;
}

/** Postings whose entries do not sum to zero, and players whose cash or bonus money differs from their entries. */
export async function ledgerProblems(db: Db): Promise<{ unbalanced: number[]; mismatched: number[] }> {
  const unbalanced = await db
    .select({ id: ledgerEntries.posting_id })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.posting_id)
    .having(sql`sum(${ledgerEntries.amount_minor}) <> 0`);
  const mismatched = await db.execute<{ player_id: number }>(sql`
    select w.player_id from player_wallets w
    left join (select player_id,
                      sum(amount_minor) filter (where account = 'player_cash') as cash,
                      sum(amount_minor) filter (where account = 'player_bonus') as bonus
                 from ledger_entries where player_id is not null group by player_id) e on e.player_id = w.player_id
    where w.balance_minor <> coalesce(e.cash, 0) or w.bonus_minor <> coalesce(e.bonus, 0)`);
  const rows = rowsOf<{ player_id: number }>(mismatched);
  return { unbalanced: unbalanced.map((r) => r.id), mismatched: rows.map((r) => r.player_id) };
}

/** node-postgres answers { rows }, PGlite answers { rows } too, but typed apart; read either. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
