import type { RoundStatus } from '@felt/contract';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { players } from './players';
import { at, journalTenant, tenantRef } from './tenants';

// Game sessions, the seamless wallet's transactions and the rounds they make up (DESIGN.md 2).

const playerRef = () =>
  integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' });

/** One launch of one game by one player. The provider knows it by a token; only its hash is stored. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: serial('id').primaryKey(),
    tenant_id: tenantRef(),
    player_id: playerRef(),
    /** The catalogue game launched. */
    provider_code: text('provider_code').notNull(),
    game_code: text('game_code').notNull(),
    /** The provider that plays it and calls the wallet (DEMO for games Felt serves itself). */
    wallet_provider: text('wallet_provider').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    currency: text('currency').notNull(),
    /** The share of a stake, in basis points, that counts towards an active bonus: the game's weight at launch. */
    bonus_weight_bp: integer('bonus_weight_bp').notNull().default(10_000),
    created_at: at('created_at').notNull(),
    expires_at: at('expires_at').notNull(),
  },
  (t) => [index('game_sessions_player_idx').on(t.player_id, t.created_at)],
);

/** A round of a game: its bets and its win. Bet history reads these. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant_id: journalTenant(),
    player_id: playerRef(),
    /** No foreign key: game sessions are never deleted, and wallet_move reads the session it writes (0039). */
    session_id: integer('session_id').notNull(),
    wallet_provider: text('wallet_provider').notNull(),
    /** The provider's round id. */
    round_id: text('round_id').notNull(),
    provider_code: text('provider_code').notNull(),
    game_code: text('game_code').notNull(),
    bet_minor: bigint('bet_minor', { mode: 'number' }).notNull().default(0),
    win_minor: bigint('win_minor', { mode: 'number' }).notNull().default(0),
    /** The part of the stake paid from bonus money: the win pays the same share back into the bonus. */
    bonus_bet_minor: bigint('bonus_bet_minor', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<RoundStatus>().notNull(),
    created_at: at('created_at').notNull(),
    settled_at: at('settled_at'),
  },
  (t) => [
    unique().on(t.wallet_provider, t.round_id),
    index('game_rounds_player_idx').on(t.player_id, t.created_at),
    // A bonus ends only once no round staked with its money is open; this finds such a round without a scan.
    index('game_rounds_open_bonus_idx').on(t.player_id).where(sql`${t.status} = 'open' and ${t.bonus_bet_minor} > 0`),
    check('game_rounds_status_check', sql`${t.status} in ('open', 'settled', 'rolled_back')`),
    check('game_rounds_amounts_check', sql`${t.bet_minor} >= 0 and ${t.win_minor} >= 0`),
  ],
);

export const WALLET_KINDS = ['bet', 'win', 'rollback'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/**
 * Every bet, win and rollback a provider sent, unique by (provider, key): the key is the transaction id for
 * bets and wins, and `rollback:<id>` for a rollback of that id, so a rollback that came first (a tombstone,
 * with no posting) is found by the late bet it must refuse.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    wallet_provider: text('wallet_provider').notNull(),
    idem_key: text('idem_key').notNull(),
    transaction_id: text('transaction_id').notNull(),
    kind: text('kind').$type<WalletKind>().notNull(),
    player_id: playerRef(),
    round_id: text('round_id').notNull(),
    amount_minor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The bonus money in amount_minor (a bet's bonus part; a win's or rollback's part paid back to the bonus). */
    bonus_minor: bigint('bonus_minor', { mode: 'number' }).notNull().default(0),
    /** A bet's weighted stake counted towards the bonus, and its stake counted towards the deposit requirement. */
    wagered_minor: bigint('wagered_minor', { mode: 'number' }).notNull().default(0),
    deposit_wagered_minor: bigint('deposit_wagered_minor', { mode: 'number' }).notNull().default(0),
    /** Null for a tombstone: a rollback of a transaction never seen moves nothing. */
    posting_id: bigint('posting_id', { mode: 'number' }),
    /** The balance the first answer gave; a repeat answers it again. */
    balance_after: bigint('balance_after', { mode: 'number' }).notNull(),
    /** A bet that a rollback undid. */
    rolled_back: text('rolled_back_by'),
    created_at: at('created_at').notNull(),
  },
  (t) => [
    unique().on(t.wallet_provider, t.idem_key),
    check('wallet_transactions_kind_check', sql`${t.kind} in ('bet', 'win', 'rollback')`),
    check('wallet_transactions_amount_check', sql`${t.amount_minor} >= 0`),
  ],
);
