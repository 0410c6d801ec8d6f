import { INBOX_TEMPLATES, PRIZE_KINDS, REFERRAL_REWARD_STATES, REWARD_KINDS, SPIN_STATES } from '@felt/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { moneyRequests } from './money';
import { money, oneOf, playerRef, players } from './players';
import { at, tenantRef } from './tenants';

// What players did with the engagement features: inbox receipts and claims, promotion claims, the wagering rewards
// ask, referral rewards, mission claims, token movements and spins. What the tenant offers (levels, promotions,
// missions, prizes) lives in tenants.engagement; rows here name an offer by its code. Cash rewards move through the
// ledger; these rows record who got what, and their unique keys make every claim happen once.

/** A message to one player, or to every player of the tenant when player_id is null. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    tenant_id: tenantRef(),
    player_id: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    /** Operator messages carry their words; platform messages name a template and its parameters. */
    title: text('title'),
    body: text('body'),
    template: text('template'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** 'none', or what claiming pays; reward_minor is minor units for cash and whole tokens for tokens. */
    reward_kind: text('reward_kind').notNull().default('none'),
    reward_minor: money('reward_minor'),
    /** Makes a platform message (e.g. one VIP level-up) be written once. */
    source_key: text('source_key').unique(),
    created_at: at('created_at').notNull(),
    expires_at: at('expires_at'),
  },
  (t) => [
    index('inbox_messages_tenant_idx').on(t.tenant_id, t.player_id, t.created_at),
    check(
      'inbox_messages_reward_check',
      sql`${t.reward_kind} in ('none', ${sql.raw(REWARD_KINDS.map((k) => `'${k}'`).join(', '))})`,
    ),
    check(
      'inbox_messages_words_check',
      sql`(${t.template} is null) = (${t.title} is not null and ${t.body} is not null)`,
    ),
    check('inbox_messages_template_check', sql`${t.template} is null or ${oneOf(t.template, INBOX_TEMPLATES)}`),
  ],
);

/** A player's reading and claiming of one message. */
export const inboxReceipts = pgTable(
  'inbox_receipts',
  {
    message_id: integer('message_id')
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    player_id: playerRef(),
    read_at: at('read_at'),
    claimed_at: at('claimed_at'),
  },
  (t) => [primaryKey({ columns: [t.message_id, t.player_id] })],
);

/**
 * A promotion a player claimed, and the deposit that backed it. Its bonus, wagering and state are those of the
 * player_bonuses row paid under the key promotion:<code>:<player> (docs/decisions/0048-bonus-wallet.md).
 */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: serial('id').primaryKey(),
    tenant_id: tenantRef(),
    player_id: playerRef(),
    promotion_code: text('promotion_code').notNull(),
    /** The approved deposit the bonus was computed from; one deposit backs one bonus. */
    deposit_request_id: integer('deposit_request_id')
      .notNull()
      .unique()
      .references(() => moneyRequests.id, { onDelete: 'restrict' }),
    bonus_minor: money('bonus_minor'),
    claimed_at: at('claimed_at').notNull(),
  },
  (t) => [unique().on(t.player_id, t.promotion_code), index('promotion_claims_player_idx').on(t.player_id)],
);

/**
 * What a referrer earns from one referred player: once, from that player's first approved deposit. The reward is
 * held until the referee has wagered the deposit (turnover past turnover_start_minor + turnover_required_minor) or
 * release_at passes, then paid; a withdrawal asked for while it is held voids it (docs/decisions/0047).
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    referee_id: integer('referee_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    referrer_id: integer('referrer_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tenant_id: tenantRef(),
    deposit_minor: money('deposit_minor'),
    reward_minor: money('reward_minor'),
    /** The referee's lifetime turnover at the deposit: what is wagered after it counts. */
    turnover_start_minor: money('turnover_start_minor'),
    /** The tenant's referral.wager_multiplier × the deposit, fixed when the deposit is approved. */
    turnover_required_minor: money('turnover_required_minor'),
    /** referral.hold_days after the deposit: paid then without the wagering; null when the tenant sets none. */
    release_at: at('release_at'),
    state: text('state').notNull().default('held'),
    created_at: at('created_at').notNull(),
    paid_at: at('paid_at'),
    voided_at: at('voided_at'),
  },
  (t) => [
    // The release job reads the held rows only, which stay few whatever the programme's history.
    index('referral_rewards_held_idx').on(t.referee_id).where(sql`${t.state} = 'held'`),
    check('referral_rewards_state_check', oneOf(t.state, REFERRAL_REWARD_STATES)),
  ],
);

/** A mission reward claimed for one period (period_key e.g. 2026-11-23 or 2026-W48). */
export const missionClaims = pgTable(
  'mission_claims',
  {
    player_id: playerRef(),
    mission_code: text('mission_code').notNull(),
    period_key: text('period_key').notNull(),
    reward_kind: text('reward_kind').notNull(),
    reward_minor: money('reward_minor'),
    claimed_at: at('claimed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.player_id, t.mission_code, t.period_key] }),
    check('mission_claims_reward_check', oneOf(t.reward_kind, REWARD_KINDS)),
  ],
);

/** Every change of a player's game tokens, with a unique key so a retry never moves tokens twice. */
export const tokenMovements = pgTable(
  'token_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant_id: tenantRef(),
    player_id: playerRef(),
    /** What moved them: inbox_reward, mission_reward, spin_cost, spin_prize, vip_level_up, welcome. */
    kind: text('kind').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balance_after: bigint('balance_after', { mode: 'number' }).notNull(),
    idempotency_key: text('idempotency_key').notNull().unique(),
    memo: jsonb('memo').$type<Record<string, string | number>>().notNull().default({}),
    created_at: at('created_at').notNull(),
  },
  (t) => [
    index('token_movements_player_idx').on(t.player_id, t.id),
    check('token_movements_balance_check', sql`${t.balance_after} >= 0`),
  ],
);

/** One turn of the prize wheel: the prize is decided and the cost frozen first, then the prize is paid. */
export const spins = pgTable(
  'spins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant_id: tenantRef(),
    player_id: playerRef(),
    /** The browser's id for this spin: a retried request finds its spin instead of spinning again. */
    request_id: text('request_id').notNull(),
    cost: money('cost'),
    prize_index: integer('prize_index').notNull(),
    prize_kind: text('prize_kind').notNull(),
    /** Minor units for cash, whole tokens for tokens. */
    prize_amount: money('prize_amount'),
    state: text('state').notNull().default('settling'),
    created_at: at('created_at').notNull(),
    settled_at: at('settled_at'),
  },
  (t) => [
    unique().on(t.player_id, t.request_id),
    index('spins_player_idx').on(t.player_id, t.id),
    index('spins_settling_idx').on(t.state),
    check('spins_state_check', oneOf(t.state, SPIN_STATES)),
    check('spins_prize_check', oneOf(t.prize_kind, PRIZE_KINDS)),
  ],
);
