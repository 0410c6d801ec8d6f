import type { BonusState } from '@felt/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { oneOf, players } from './players';
import { at, tenantRef } from './tenants';

// Each bonus paid into a player's bonus wallet (docs/decisions/0048-bonus-wallet.md). The money and the wagering
// still owed live on player_wallets, which every bet locks anyway; a row here says where a bonus came from, what it
// asked, and how it ended. The active ones of a player end together: released, forfeited, expired or lost.

const STATES = ['active', 'released', 'forfeited', 'expired', 'lost'] as const satisfies readonly BonusState[];

export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: serial('id').primaryKey(),
    tenant_id: tenantRef(),
    player_id: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** What paid it: promotion, spin, mission, inbox, referral. */
    source: text('source').notNull(),
    /** The promotion's code for a deposit bonus. */
    code: text('code'),
    /** The reward's payment key: one bonus per reward, whatever retries. */
    bonus_key: text('bonus_key').notNull().unique(),
    amount_minor: bigint('amount_minor', { mode: 'number' }).notNull(),
    wagering_required_minor: bigint('wagering_required_minor', { mode: 'number' }).notNull(),
    /** Written when it ends; while active, its share of the wallet's wagering, oldest bonus first. */
    wagering_done_minor: bigint('wagering_done_minor', { mode: 'number' }),
    state: text('state').$type<BonusState>().notNull().default('active'),
    created_at: at('created_at').notNull(),
    expires_at: at('expires_at').notNull(),
    closed_at: at('closed_at'),
  },
  (t) => [
    index('player_bonuses_player_idx').on(t.player_id, t.id),
    check('player_bonuses_state_check', oneOf(t.state, STATES)),
    check('player_bonuses_amounts_check', sql`${t.amount_minor} > 0 and ${t.wagering_required_minor} >= 0`),
  ],
);
