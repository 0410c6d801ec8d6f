import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { players } from './players';
import { at, journalTenant } from './tenants';

// The wallet as a double-entry ledger (DESIGN.md 6). A posting is one money movement: its entries sum to zero,
// it has a unique idempotency key, and it is written in the same transaction as the balance it changes.
// player_wallets.balance_minor is the running balance of a player's cash account; the ledger check proves it.

/**
 * Accounts an entry can move: a player's own cash or bonus money (docs/decisions/0048-bonus-wallet.md), or one of
 * the house's per tenant: games (stakes and wins),
 * funding (demo credits), deposits (money received), withdrawals_held (requested, not yet paid), payouts (paid
 * out) and bonus (rewards and promotions).
 */
export const LEDGER_ACCOUNTS = [
  'player_cash',
  'player_bonus',
  'house_games',
  'house_funding',
  'house_deposits',
  'withdrawals_held',
  'house_payouts',
  'house_bonus',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant_id: journalTenant(),
    /** What moved the money: bet, win, rollback, demo_credit, later deposits and withdrawals. */
    kind: text('kind').notNull(),
    /** Unique: a retried request finds its posting instead of making a second one. */
    idempotency_key: text('idempotency_key').notNull().unique(),
    /** Where it came from (provider, round, transaction), for statements and audits. */
    memo: jsonb('memo').$type<Record<string, string | number>>().notNull().default({}),
    created_at: at('created_at').notNull(),
  },
  (t) => [index('ledger_postings_tenant_idx').on(t.tenant_id, t.created_at)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** No foreign key: the posting is written by the same statement, and the ledger check proves it (0039). */
    posting_id: bigint('posting_id', { mode: 'number' }).notNull(),
    tenant_id: journalTenant(),
    account: text('account').$type<LedgerAccount>().notNull(),
    /** Set for player accounts; null for the house's. */
    player_id: integer('player_id').references(() => players.id, { onDelete: 'restrict' }),
    /** Signed: positive credits the account, negative debits it. */
    amount_minor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The player's balance right after this entry (player accounts only). */
    balance_after: bigint('balance_after', { mode: 'number' }),
  },
  (t) => [
    index('ledger_entries_posting_idx').on(t.posting_id),
    index('ledger_entries_player_idx').on(t.player_id, t.id),
    check(
      'ledger_entries_account_check',
      sql.raw(`"ledger_entries"."account" in (${LEDGER_ACCOUNTS.map((a) => `'${a}'`).join(', ')})`),
    ),
    check(
      'ledger_entries_player_check',
      sql`(${t.account} in ('player_cash', 'player_bonus')) = (${t.player_id} is not null and ${t.balance_after} is not null)`,
    ),
    check('ledger_entries_balance_check', sql`${t.balance_after} is null or ${t.balance_after} >= 0`),
  ],
);
