import { ERROR_KEYS, type LocaleCode, type ReferralSummary, STATUS } from '@felt/contract';
import { engagementOf } from '@felt/contract/operator';
import type { Db } from '../../db/client';
import { writeInboxMessage } from '../../db/queries/inbox-write';
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
import { payReward } from './pay-reward';

// The referral programme: a player's code brings new players to the same site; the referrer earns a share of each
// referred player's first approved deposit, once, paid in the same transaction as that deposit.

/** home/referral: the tenant's referral text in the reader's language, else its default language, else empty. */
export async function referralText(
  db: Db,
  body: { domain_name: string; external_id: string; lang?: LocaleCode | undefined },
): Promise<string> {
  const tenant = await tenantFor(db, body.domain_name, body.external_id);
  const texts = engagementOf(tenant.engagement).referral.text ?? {};
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
 * referrer earns reward_percent of it up to max_reward, and an inbox message says so. The reward row's key (the
 * referee) and the posting's key make it happen once, whatever approvals race.
 */
export async function rewardReferrer(
  tx: Db,
  deposit: { player_id: number; amount_minor: number },
  now: Date,
): Promise<void> {
  const referee = await referrerOf(tx, deposit.player_id);
  if (!referee) return;
  const { reward_percent, max_reward } = engagementOf(referee.engagement).referral;
  const reward = Math.min(
    Math.floor((deposit.amount_minor * reward_percent) / 100),
    toMinor(max_reward, referee.currency),
  );
  const first = await insertReferralReward(tx, {
    referee_id: deposit.player_id,
    referrer_id: referee.referrer_id,
    tenant_id: referee.tenant_id,
    deposit_minor: deposit.amount_minor,
    reward_minor: reward,
    created_at: now,
  });
  if (!first || reward <= 0) return;
  const key = `referral:${deposit.player_id}`;
  await payReward(tx, {
    tenant_id: referee.tenant_id,
    player_id: referee.referrer_id,
    kind: 'cash',
    amount: reward,
    key,
    source: 'referral',
    memo: { referee: maskAccount(referee.referee_account) },
    now,
  });
  await writeInboxMessage(tx, {
    tenant_id: referee.tenant_id,
    player_id: referee.referrer_id,
    template: 'referral_reward',
    params: { amount: toMajor(reward, referee.currency), referee: maskAccount(referee.referee_account) },
    source_key: key,
    created_at: now,
  });
}

/** /api/referral/summary: the player's code and link, the players they referred, and what they earned. */
export async function referralSummary(db: Db, caller: Caller): Promise<ReferralSummary> {
  const { player, tenant } = caller;
  const { reward_percent, max_reward } = engagementOf(tenant.engagement).referral;
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
      reward: major(row.reward_minor ?? 0),
    })),
    total_earned: major(earned),
    reward_percent,
    max_reward,
  };
}
