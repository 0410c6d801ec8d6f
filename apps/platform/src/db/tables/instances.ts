import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './tenants';

// State that outlives one request and must be the same on every platform instance: who runs each periodic job,
// and the DEMO provider's live Rocket rounds and opened launch tokens (its own store, as a real provider has).

/** The instance that runs a periodic job until `until`; another takes over when the holder stops renewing. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: at('until').notNull(),
});

export const CRASH_ROUND_STATES = ['placing', 'flying', 'cashed', 'crashed'] as const;
export type CrashRoundState = (typeof CRASH_ROUND_STATES)[number];

/**
 * A Rocket round: placed (the bet on its way), flying, then decided once (cashed or crashed) by whichever
 * instance gets there first, and finally settled (its answer kept a minute for late calls). Times are the
 * provider clock's milliseconds. The session token is sealed under the provider's key: a round nobody comes back
 * to is still settled by the sweeper of any instance.
 */
export const demoCrashRounds = pgTable(
  'demo_crash_rounds',
  {
    round_id: text('round_id').primaryKey(),
    play_key: text('play_key').notNull(),
    sealed_token: text('sealed_token').notNull(),
    game_code: text('game_code').notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    bet_transaction_id: text('bet_transaction_id').notNull(),
    win_transaction_id: text('win_transaction_id').notNull(),
    crash: doublePrecision('crash').notNull(),
    started_at: bigint('started_at', { mode: 'number' }),
    crash_at: bigint('crash_at', { mode: 'number' }),
    state: text('state').$type<CrashRoundState>().notNull(),
    win: bigint('win', { mode: 'number' }),
    multiplier: doublePrecision('multiplier'),
    /** The answer of the settled round; null until the wallet has taken its win. */
    outcome: jsonb('outcome'),
    updated_at: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    // One round in flight per play session.
    uniqueIndex('demo_crash_rounds_open_idx').on(t.play_key).where(sql`${t.outcome} IS NULL`),
    index('demo_crash_rounds_sweep_idx').on(t.state, t.updated_at),
    check('demo_crash_rounds_state_check', sql`${t.state} in ('placing', 'flying', 'cashed', 'crashed')`),
  ],
);

/** Launch tokens that opened a game: a copied launch URL cannot open a second one on any instance. */
export const demoOpenedLaunches = pgTable('demo_opened_launches', {
  key: text('key').primaryKey(),
  until: bigint('until', { mode: 'number' }).notNull(),
});
