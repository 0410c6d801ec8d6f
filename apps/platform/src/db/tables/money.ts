import type { ExclusionKind, LimitKind, LimitPeriod, PaymentKind, RequestStatus, RequestType } from '@felt/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { ledgerPostings } from './ledger';
import { players } from './players';
import { at, tenantRef } from './tenants';

// Deposits, withdrawals, saved banks, and player protection. Money is integer minor units.

const playerRef = () =>
  integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' });
const postingRef = (name: string) => bigint(name, { mode: 'number' }).references(() => ledgerPostings.id);

/** A tenant's payment methods, with their limits. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    tenant_id: tenantRef(),
    method_code: text('method_code').notNull(),
    method_name: text('method_name').notNull(),
    kind: text('kind').$type<PaymentKind>().notNull(),
    /** A media key in the payment folder; null shows manual.png. */
    image_key: text('image_key'),
    min_minor: bigint('min_minor', { mode: 'number' }).notNull(),
    max_minor: bigint('max_minor', { mode: 'number' }).notNull(),
    deposit: boolean('deposit').notNull().default(true),
    withdrawal: boolean('withdrawal').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique().on(t.tenant_id, t.method_code),
    check('payment_methods_range_check', sql`${t.min_minor} <= ${t.max_minor}`),
  ],
);

/** A player's saved bank accounts; a removed one stays for the requests that name it. */
export const playerBanks = pgTable(
  'player_banks',
  {
    id: serial('id').primaryKey(),
    player_id: playerRef(),
    bank_name: text('bank_name').notNull(),
    account_name: text('account_name').notNull(),
    account_number: text('account_number').notNull(),
    created_at: at('created_at').notNull(),
    removed_at: at('removed_at'),
  },
  (t) => [index('player_banks_player_idx').on(t.player_id)],
);

/** Deposit and withdrawal requests: pending → approved or rejected, each step a ledger posting. */
export const moneyRequests = pgTable(
  'money_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant_id: tenantRef(),
    player_id: playerRef(),
    type: text('type').$type<RequestType>().notNull(),
    method_code: text('method_code').notNull(),
    amount_minor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status').$type<RequestStatus>().notNull(),
    reference: text('reference'),
    bank_id: integer('bank_id').references(() => playerBanks.id),
    created_at: at('created_at').notNull(),
    decided_at: at('decided_at'),
    reason: text('reason'),
    /** Withdrawals: the posting that held the amount at request time. */
    hold_posting_id: postingRef('hold_posting_id'),
    /** The posting of the decision (deposit credit, withdrawal payout or release). */
    decision_posting_id: postingRef('decision_posting_id'),
  },
  (t) => [
    index('money_requests_player_idx').on(t.player_id, t.created_at),
    index('money_requests_pending_idx').on(t.status, t.created_at),
    // The site-wide feeds of recent payouts and deposits.
    index('money_requests_tenant_decided_idx').on(t.tenant_id, t.type, t.decided_at),
    check('money_requests_type_check', sql`${t.type} in ('deposit', 'withdrawal')`),
    check('money_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('money_requests_amount_check', sql`${t.amount_minor} > 0`),
  ],
);

/** Deposit and loss limits per period; a higher (or removed) limit waits in pending_* until pending_from. */
export const playerLimits = pgTable(
  'player_limits',
  {
    player_id: playerRef(),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    amount_minor: bigint('amount_minor', { mode: 'number' }),
    /** A change waiting for its cooling-off: true with a null amount means "remove the limit". */
    pending: boolean('pending').notNull().default(false),
    pending_amount_minor: bigint('pending_amount_minor', { mode: 'number' }),
    pending_from: at('pending_from'),
  },
  (t) => [primaryKey({ columns: [t.player_id, t.kind, t.period] })],
);

/** Session limit, reality checks and exclusion of one player. */
export const playerProtection = pgTable('player_protection', {
  player_id: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  session_limit_minutes: integer('session_limit_minutes'),
  reality_check_minutes: integer('reality_check_minutes'),
  excluded_until: at('excluded_until'),
  exclusion_kind: text('exclusion_kind').$type<ExclusionKind>(),
});
