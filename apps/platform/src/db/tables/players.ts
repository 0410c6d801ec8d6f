import { PLAYER_STATUSES, type PlayerStatus, TAC_PURPOSES, type TacPurpose } from '@felt/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  type ExtraConfigColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, tenantRef } from './tenants';

// Players of one tenant, their wallet, sessions and one-time codes. Money is integer minor units; bigint columns
// read as JS numbers, exact up to 2^53 minor units, far beyond any balance.

export const oneOf = (column: ExtraConfigColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
export const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
export const playerRef = () =>
  integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' });

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    tenant_id: tenantRef(),
    /** As the player typed it at signup. */
    account_id: text('account_id').notNull(),
    /** account_id lower-cased: ids are case-insensitive within a tenant. */
    account_key: text('account_key').notNull(),
    password_hash: text('password_hash').notNull(),
    full_name: text('full_name').notNull().default(''),
    contact_email: text('contact_email').notNull(),
    contact_phone: text('contact_phone').notNull(),
    /**
     * The digits of contact_phone once the phone is verified (any status but PENDING), else null: one verified
     * account per phone and tenant, which the unique index below keeps under races. Accounts that shared a phone
     * before the rule keep working; only the oldest of them holds it.
     */
    verified_phone: text('verified_phone'),
    status: text('status').$type<PlayerStatus>().notNull(),
    // Attribution, recorded as given at signup.
    referrer_code: text('referrer_code'),
    affiliate_code: text('affiliate_code'),
    ch: text('ch'),
    cm: text('cm'),
    pp: text('pp'),
    fbp: text('fbp'),
    appsflyer_id: text('appsflyer_id'),
    visitor_id: text('visitor_id'),
    signup_ip: text('signup_ip').notNull().default(''),
    created_at: at('created_at').notNull().defaultNow(),
    password_changed_at: at('password_changed_at').notNull().defaultNow(),
    /** Fed by deposits and bets; the VIP level reads them. */
    total_deposit_minor: money('total_deposit_minor'),
    total_turnover_minor: money('total_turnover_minor'),
    /** The same stake weighted by each game's bonus weight (docs/decisions/0048-bonus-wallet.md): what a referral waits for. */
    weighted_turnover_minor: money('weighted_turnover_minor'),
    /** This player's own code for referring others; unique within the tenant. */
    // Drawn by the database so every insert path (signup, seed, tests) gets one; eight hex digits per tenant.
    referral_code: text('referral_code')
      .notNull()
      .default(sql`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8))`),
    /** The player whose referrer_code was given at signup. */
    referrer_id: integer('referrer_id').references((): AnyPgColumn => players.id, { onDelete: 'set null' }),
    /** The highest VIP level (by position) whose level-up gift was sent, so each gift is sent once. */
    vip_gift_level: integer('vip_gift_level').notNull().default(0),
  },
  (t) => [
    unique().on(t.tenant_id, t.account_key),
    unique('players_referral_code_unique').on(t.tenant_id, t.referral_code),
    index('players_referrer_idx').on(t.referrer_id),
    uniqueIndex('players_verified_phone_unique')
      .on(t.tenant_id, t.verified_phone)
      .where(sql`${t.verified_phone} is not null`),
    check('players_status_check', oneOf(t.status, PLAYER_STATUSES)),
  ],
);

export const playerWallets = pgTable(
  'player_wallets',
  {
    player_id: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Cash: what a withdrawal can take. */
    balance_minor: money('balance_minor'),
    token_balance: money('token_balance'),
    frozen_token: money('frozen_token'),
    // The bonus wallet (docs/decisions/0048-bonus-wallet.md): bonus money and the rules of the active bonuses,
    // kept on the row every bet already locks so a bet reads them for free. bonus_base_minor is null when no bonus
    // is active; otherwise it is the cash the player brought (cash at the start, plus deposits since), above which
    // cash counts as winnings that a withdrawal forfeits with the bonus.
    bonus_minor: money('bonus_minor'),
    bonus_wager_left_minor: money('bonus_wager_left_minor'),
    bonus_base_minor: bigint('bonus_base_minor', { mode: 'number' }),
    bonus_max_stake_minor: bigint('bonus_max_stake_minor', { mode: 'number' }),
    /** What the bonus wallet can add to the cash at release at most (bonus money, and locked winnings); null: no cap. */
    bonus_cap_minor: bigint('bonus_cap_minor', { mode: 'number' }),
    bonus_expires_at: at('bonus_expires_at'),
    bonus_cash_first: boolean('bonus_cash_first').notNull().default(true),
    /** Whether cash won while the bonus runs belongs to it: forfeited with it, and within its cap at release. */
    bonus_winnings_locked: boolean('bonus_winnings_locked').notNull().default(true),
    /** Stake still owed on deposits before a withdrawal (each deposit × the tenant's multiplier). */
    deposit_wager_left_minor: money('deposit_wager_left_minor'),
  },
  (t) => [
    check('player_wallets_balance_check', sql`${t.balance_minor} >= 0`),
    check('player_wallets_bonus_check', sql`${t.bonus_minor} >= 0 and ${t.bonus_wager_left_minor} >= 0`),
    check('player_wallets_deposit_wager_check', sql`${t.deposit_wager_left_minor} >= 0`),
    // The expiry job looks for active bonuses past their date without reading every wallet.
    index('player_wallets_bonus_expiry_idx').on(t.bonus_expires_at).where(sql`${t.bonus_base_minor} is not null`),
    check('player_wallets_token_check', sql`${t.token_balance} >= 0`),
    check('player_wallets_frozen_check', sql`${t.frozen_token} >= 0`),
  ],
);

export const playerSessions = pgTable(
  'player_sessions',
  {
    id: serial('id').primaryKey(),
    /** Shown on the security page; never the token. */
    public_id: text('public_id').notNull().unique(),
    player_id: playerRef(),
    /** SHA-256 of the token, hex: the token itself is never stored. */
    token_hash: text('token_hash').notNull().unique(),
    created_at: at('created_at').notNull(),
    last_seen_at: at('last_seen_at').notNull(),
    /** The earlier of the idle expiry and the absolute cap. */
    expires_at: at('expires_at').notNull(),
    revoked_at: at('revoked_at'),
    user_agent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('player_sessions_player_idx').on(t.player_id)],
);

export const playerCodes = pgTable(
  'player_codes',
  {
    id: serial('id').primaryKey(),
    player_id: playerRef(),
    purpose: text('purpose').$type<TacPurpose>().notNull(),
    /** SHA-256 of the player id and the code, hex. */
    code_hash: text('code_hash').notNull(),
    created_at: at('created_at').notNull(),
    expires_at: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    used_at: at('used_at'),
  },
  (t) => [
    index('player_codes_player_idx').on(t.player_id, t.purpose),
    check('player_codes_purpose_check', oneOf(t.purpose, TAC_PURPOSES)),
  ],
);

/** Messages to send, written in the transaction that creates them; an operator's sender drains it. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    tenant_id: tenantRef(),
    player_id: playerRef(),
    channel: text('channel').notNull().default('sms'),
    destination: text('destination').notNull(),
    purpose: text('purpose').$type<TacPurpose>().notNull(),
    /** The plain code: the sender needs it. */
    tac: text('tac').notNull(),
    created_at: at('created_at').notNull(),
    sent_at: at('sent_at'),
  },
  (t) => [index('outbox_player_idx').on(t.player_id), index('outbox_unsent_idx').on(t.tenant_id, t.sent_at)],
);

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    player_id: playerRef(),
    provider_code: text('provider_code').notNull(),
    game_code: text('game_code').notNull(),
    game_name: text('game_name').notNull(),
    game_type: text('game_type').notNull(),
    img_url: text('img_url').notNull(),
    created_at: at('created_at').notNull(),
  },
  (t) => [unique().on(t.player_id, t.provider_code, t.game_code)],
);

/**
 * Proof-of-work solutions already taken (their challenge's signature), kept until the challenge expires so none is
 * taken twice; an insert that conflicts is a replay. The outbox purge clears expired ones.
 */
export const spentChallenges = pgTable(
  'spent_challenges',
  {
    signature: text('signature').primaryKey(),
    expires_at: at('expires_at').notNull(),
  },
  (t) => [index('spent_challenges_expires_idx').on(t.expires_at)],
);
