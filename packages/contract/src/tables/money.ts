// Money: payment methods, deposits, withdrawals, banks and player protection; the rules both sides read.

export const PAYMENT_KINDS = ['bank', 'ewallet'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** A deposit or withdrawal request: pending until approved or rejected; a withdrawal cannot be cancelled. */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_TYPES = ['deposit', 'withdrawal'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** What a statement line records: every kind of ledger posting that touches a player's cash. */
export const STATEMENT_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'bet',
  'win',
  'rollback',
  'bonus',
  'reward',
  /** Bonus money turned into cash once its wagering was met. */
  'bonus_released',
  /** Winnings a withdrawal forfeited together with an active bonus. */
  'bonus_forfeited',
  'demo_credit',
] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** In demo mode a deposit approves itself this long after it was made. */
export const DEMO_DEPOSIT_APPROVAL_MS = 3_000;

/** Player protection (regulators' usual tools). A lower limit applies at once, a higher one after a cooling-off. */
export const PROTECTION_RULES = {
  limitIncreaseDelayMs: 24 * 60 * 60 * 1000,
  timeoutMinDays: 1,
  timeoutMaxDays: 42,
  selfExclusionMinDays: 183,
  selfExclusionMaxDays: 5 * 365,
  realityCheckMinutes: [15, 30, 45, 60, 90, 120] as const,
  sessionLimitMaxMinutes: 24 * 60,
} as const;

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** Deposit limits per period, a loss limit per period (net of bets and wins). */
export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const EXCLUSION_KINDS = ['timeout', 'self_exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** The site's public activity feeds (home transactions, statistics): how many lines and over which windows. */
export const SITE_ACTIVITY = {
  feedSize: 10,
  topWindowDays: 7,
  activeWindowHours: 24,
  // Defaults of a tenant's engagement.activity: below these a figure says "this site is empty" more than it says
  // anything else, so it is left out (the payout minimum is in US dollars, converted to the tenant's currency).
  minPlayers: 50,
  minRows: 3,
  minPaidOutUsd: 100,
  // The most lines a list shows: the home's widget is a glimpse of the site's life, not its ledger.
  shownRows: 5,
} as const;
