import { type Bonus, type BonusWallet, ERROR_KEYS, STATUS } from '@felt/contract';
import { BONUS_MAX_STAKE_USD, type BonusRules } from '@felt/contract/operator';
import type { Db } from '../../db/client';
import {
  addToPool,
  type BonusRow,
  bonusesOf,
  closeBonus,
  expiredBonusHolders,
  insertBonus,
  type WalletRow,
  walletOf,
} from '../../db/queries/bonus';
import { writePosting } from '../../db/queries/ledger';
import { Refusal } from '../../http/refusal';
import { isoText } from '../../tenants/to-file';
import { dollarsWorth, toMajor, toMinor } from '../money';
import type { Caller } from '../players/authenticate';
import { engagementFor } from './defaults';

// The bonus wallet (docs/decisions/0048-bonus-wallet.md). A bonus is paid into bonus money, apart from cash, and
// asks its amount × a multiple in stake, weighted by game; bets take cash first; once the wagering is met (and no
// round staked with bonus money is open) the bonus money turns into cash, within its cap. The bet-side rules
// run in the database (wallet_move, bonus_close); this file grants, shows, forfeits and expires.

const DAY_MS = 24 * 60 * 60 * 1000;

export type Grant = {
  tenant_id: number;
  player_id: number;
  source: string;
  code?: string | null;
  /** Minor units. */
  amount: number;
  /** The bonus's wagering multiple (a promotion's own, else the tenant's reward multiple). */
  multiplier: number;
  key: string;
  kind: 'bonus' | 'reward';
  memo: Record<string, string | number>;
  now: Date;
};

/**
 * Pays a bonus into the player's bonus money, inside the caller's transaction and under the wallet's lock: one
 * posting from the house's bonus account, one player_bonuses row, and its terms added to the wallet's.
 */
export async function grantBonus(tx: Db, grant: Grant, rules: BonusRules, currency: string): Promise<void> {
  await writePosting(tx, {
    tenant_id: grant.tenant_id,
    kind: grant.kind,
    idempotency_key: grant.key,
    memo: grant.memo,
    created_at: grant.now,
    lines: [
      { account: 'house_bonus', amount_minor: -grant.amount },
      { account: 'player_bonus', player_id: grant.player_id, amount_minor: grant.amount },
    ],
  });
  const expiresAt = new Date(grant.now.getTime() + rules.expiry_days * DAY_MS);
  const required = grant.amount * grant.multiplier;
  await insertBonus(tx, {
    tenant_id: grant.tenant_id,
    player_id: grant.player_id,
    source: grant.source,
    code: grant.code ?? null,
    bonus_key: grant.key,
    amount_minor: grant.amount,
    wagering_required_minor: required,
    state: 'active',
    created_at: grant.now,
    expires_at: expiresAt,
  });
  const conversion = grant.source === 'promotion' ? rules.max_conversion : rules.reward_max_conversion;
  await addToPool(tx, grant.player_id, {
    required,
    maxStake: toMinor(rules.max_stake ?? dollarsWorth(BONUS_MAX_STAKE_USD, currency), currency),
    expiresAt,
    cap: conversion === null ? null : Math.floor(grant.amount * conversion),
    cashFirst: rules.stake_order === 'cash_first',
    winningsLocked: rules.forfeit_winnings,
  });
}

/** Whether the wallet has a bonus running at `now` (one past its date counts as ended, as the next bet ends it). */
export const bonusRunning = (wallet: WalletRow | undefined, now: Date): boolean =>
  wallet?.bonus_base_minor != null && wallet.bonus_expires_at !== null && wallet.bonus_expires_at > now;

/** What a withdrawal now would forfeit: the bonus money, and the cash won since the bonus began when that goes too. */
export function atStake(wallet: WalletRow) {
  const won = Math.max(0, wallet.balance_minor - (wallet.bonus_base_minor ?? wallet.balance_minor));
  return { bonus: wallet.bonus_minor, winnings: wallet.bonus_winnings_locked ? won : 0 };
}

/**
 * Inside a withdrawal, under the wallet's lock: deposits must have been staked as the tenant asks, and an active
 * bonus is forfeited (with what it is owed back to the house) only when the player confirmed it.
 */
export async function settleBeforeWithdrawal(
  tx: Db,
  wallet: WalletRow,
  context: { currency: string; confirmed: boolean; now: Date },
): Promise<void> {
  const major = (minor: number) => toMajor(minor, context.currency);
  if (wallet.deposit_wager_left_minor > 0) {
    throw new Refusal({
      statusCode: STATUS.badRequest,
      message: ERROR_KEYS.wageringIncomplete,
      params: { remaining: major(wallet.deposit_wager_left_minor) },
    });
  }
  if (wallet.bonus_base_minor === null) return;
  if (!bonusRunning(wallet, context.now)) return closeBonus(tx, wallet.player_id, 'expired', context.now);
  const stake = atStake(wallet);
  if (!context.confirmed) {
    throw new Refusal({
      statusCode: STATUS.badRequest,
      message: ERROR_KEYS.bonusActive,
      params: { bonus: major(stake.bonus), winnings: major(stake.winnings) },
    });
  }
  await closeBonus(tx, wallet.player_id, 'forfeited', context.now, stake.winnings);
}

/** The wagering done towards each active bonus: the wallet's, shared out oldest first (as bonus_close records it). */
export function wageringShares(rows: BonusRow[], wallet: WalletRow | undefined): Map<number, number> {
  const active = rows.filter((row) => row.state === 'active').sort((a, b) => a.id - b.id);
  let done = active.reduce((sum, row) => sum + row.wagering_required_minor, 0) - (wallet?.bonus_wager_left_minor ?? 0);
  const shares = new Map<number, number>();
  for (const row of active) {
    const share = Math.min(row.wagering_required_minor, Math.max(0, done));
    shares.set(row.id, share);
    done -= share;
  }
  return shares;
}

/** A bonus's state as the player reads it: an active one past its date has expired, as the next bet will record. */
export const stateOf = (row: BonusRow, running: boolean) =>
  row.state === 'active' && !running ? 'expired' : row.state;

/** What a bonus has done of its wagering: recorded when it ended, else its share of the wallet's. */
export const doneOf = (row: BonusRow, shares: Map<number, number>) =>
  row.wagering_done_minor ?? shares.get(row.id) ?? 0;

function bonusViews(rows: BonusRow[], wallet: WalletRow | undefined, running: boolean, currency: string): Bonus[] {
  const major = (minor: number) => toMajor(minor, currency);
  const shares = wageringShares(rows, wallet);
  return rows.map((row) => ({
    source: row.source,
    code: row.code,
    state: stateOf(row, running),
    amount: major(row.amount_minor),
    wagering_required: major(row.wagering_required_minor),
    wagering_done: major(doneOf(row, shares)),
    granted_at: isoText(row.created_at),
    expires_at: isoText(row.expires_at),
  }));
}

/** /api/promotion/bonus: the bonus wallet as it stands; a read, so a bonus past its date shows as expired. */
export async function bonusWallet(db: Db, caller: Caller, now: Date): Promise<BonusWallet> {
  const { player, tenant } = caller;
  const rules = engagementFor(tenant).bonus;
  const [wallet, rows] = await Promise.all([walletOf(db, player.id), bonusesOf(db, player.id)]);
  const running = bonusRunning(wallet, now);
  const live = running ? wallet : undefined;
  const major = (minor: number) => toMajor(minor, tenant.currency);
  const stake = live ? atStake(live) : { bonus: 0, winnings: 0 };
  return {
    balance: major(live?.bonus_minor ?? 0),
    active: running,
    wagering_left: major(live?.bonus_wager_left_minor ?? 0),
    max_stake: live?.bonus_max_stake_minor != null ? major(live.bonus_max_stake_minor) : null,
    expires_at: live?.bonus_expires_at ? isoText(live.bonus_expires_at) : null,
    stake_order: live ? (live.bonus_cash_first ? 'cash_first' : 'bonus_first') : rules.stake_order,
    forfeit_winnings: live ? live.bonus_winnings_locked : rules.forfeit_winnings,
    at_stake: major(stake.bonus + stake.winnings),
    deposit_turnover_left: major(wallet?.deposit_wager_left_minor ?? 0),
    weights: { ...rules.category_weights },
    bonuses: bonusViews(rows, wallet, running, tenant.currency),
  };
}

/** The periodic job: ends the bonuses past their date, a batch at a time (each in its own transaction). */
export async function expireBonuses(db: Db, now: Date): Promise<number> {
  const holders = await expiredBonusHolders(db, now);
  for (const playerId of holders) {
    await db.transaction((tx) => closeBonus(tx, playerId, 'expired', now));
  }
  return holders.length;
}
