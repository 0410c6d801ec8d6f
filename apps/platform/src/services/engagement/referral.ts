import { ERROR_KEYS, type LocaleCode, type ReferralRewardState, type ReferralSummary, STATUS } from '@felt/contract';
import type { Db } from '../../db/client';
import { playerColumn } from '../../db/queries/players';
import {
  insertReferralReward,
  playerByReferralCode,
  referralsOf,
  referrerOf,
  totalEarned,
} from '../../db/queries/referral';
import { Refusal } from '../../http/refusal';
import { isoText } from '../../tenants/to-file';
import { toMajor, toMinor } from '../money';
import type { Caller } from '../players/authenticate';
import { maskAccount } from '../site-activity';
import { readerLang, tenantFor } from '../tenants';
import { engagementFor } from './defaults';

// The referral programme: a player's code brings new players to the same site; the referrer earns a share of each
// referred player's first approved deposit, once. The reward is held at that deposit and paid by a job once the
// deposit is wagered, or voided by a withdrawal first (referral-release.ts, docs/decisions/0047).

const DAY_MS = 86_400_000;

/** home/referral: the tenant's referral text in the reader's language, else its default language, else empty. */
export async function referralText(
  db: Db,
  body: { domain_name: string; external_id: string; lang?: LocaleCode | undefined },
): Promise<string> {
  const tenant = await tenantFor(db, body.domain_name, body.external_id);
  const texts = engagementFor(tenant).referral.text ?? {};
  return texts[readerLang(tenant, body.lang) as LocaleCode] ?? texts[tenant.default_lang as LocaleCode] ?? '';
}

/**
 * Signup's referrer_code: a player of the same tenant by code, in any case. An unknown code is a failing field, so
 * the form shows it under the code rather than creating an account that silently lost its referrer.
 */
export async function resolveReferrer(db: Db, tenantId: number, code: string | undefined): Promise<number | null> {
  if (!code?.trim()) return null;
  const referrer = await playerByReferralCode(db, tenantId, code);
  if (referrer) return referrer.id;
  throw new Refusal({
    statusCode: STATUS.badRequest,
    message: ERROR_KEYS.validationFailed,
    errors: [{ path: 'referrer_code', message: ERROR_KEYS.referrerUnknown }],
  });
}

/**
 * Inside a deposit's approval: when the depositor was referred and this is their first approved deposit, the
 * referrer's reward (reward_percent of it up to max_reward) is recorded as held, with the turnover that releases it
 * (wager_multiplier × the deposit, counted from the referee's turnover now) and the time that does (hold_days), as
 * the terms are now. The row's key (the referee) makes it happen once, whatever approvals race.
 */
export async function holdReferralReward(
  tx: Db,
  deposit: { player_id: number; amount_minor: number },
  now: Date,
): Promise<void> {
  const referee = await referrerOf(tx, deposit.player_id);
  if (!referee) return;
  const { reward_percent, max_reward, wager_multiplier, hold_days } = engagementFor(referee).referral;
  const reward = Math.min(
    Math.floor((deposit.amount_minor * reward_percent) / 100),
    toMinor(max_reward, referee.currency),
  );
  // A reward of nothing has nothing to hold: it is settled at once, and no job pays it.
  const held = reward > 0;
  await insertReferralReward(tx, {
    referee_id: deposit.player_id,
    referrer_id: referee.referrer_id,
    tenant_id: referee.tenant_id,
    deposit_minor: deposit.amount_minor,
    reward_minor: reward,
    turnover_start_minor: referee.referee_turnover_minor,
    turnover_required_minor: deposit.amount_minor * wager_multiplier,
    release_at: hold_days === null ? null : new Date(now.getTime() + hold_days * DAY_MS),
    state: held ? 'held' : 'paid',
    paid_at: held ? null : now,
    created_at: now,
  });
}

/** /api/referral/summary: the player's code and link, the players they referred, and what they earned. */
export async function referralSummary(db: Db, caller: Caller): Promise<ReferralSummary> {
  const { player, tenant } = caller;
  const { reward_percent, max_reward } = engagementFor(tenant).referral;
  const major = (minor: number) => toMajor(minor, tenant.currency);
  const [code, rows, earned] = await Promise.all([
    playerColumn(db, player.id, 'referral_code'),
    referralsOf(db, player.id),
    totalEarned(db, player.id),
  ]);
  return {
    referral_code: code,
    link_path: `/register?ref=${encodeURIComponent(code)}`,
    referrals: rows.map((row) => ({
      account_id: maskAccount(row.account_id),
      joined_at: isoText(row.created_at),
      deposited: row.total_deposit_minor > 0 || row.reward_minor !== null,
      // A void reward earned nothing; a held one shows what it will pay.
      reward: row.reward_state === 'void' ? 0 : major(row.reward_minor ?? 0),
      reward_state: (row.reward_state as ReferralRewardState | null) ?? null,
    })),
    total_earned: major(earned),
    reward_percent,
    max_reward,
  };
}
