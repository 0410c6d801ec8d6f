import { z } from 'zod';
import { success } from '../envelope';
import { PROMOTION_CLAIM_STATES } from '../tables/engagement';
import { defineCall } from './define';
import { AuthBody, amount, TenantBody, timestamp } from './fields';
import { lang } from './settings';

// Promotions (deposit bonuses with a wagering requirement) and the referral programme (DESIGN.md 3 extensions).
// Amounts are major units of the tenant's currency.

const code = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,47}$/, 'notFound');

export const Promotion = z
  .object({
    code: z.string(),
    title: z.string().nullable().describe('In the reader language (or the default); null: the site words it'),
    body: z.string().nullable().describe('Operator HTML, sanitized by the site; null when the tenant wrote none'),
    img_url: z.string().nullable().describe('null: the site draws a card from the theme'),
    starts_at: timestamp.nullable(),
    ends_at: timestamp.nullable(),
    bonus_percent: z.number(),
    max_bonus: amount,
    min_deposit: amount,
    turnover_multiplier: z.number().int(),
  })
  .meta({ id: 'Promotion' });
export type Promotion = z.infer<typeof Promotion>;

export const promotionList = defineCall({
  path: '/api/promotion/list',
  method: 'POST',
  tag: 'promotion',
  summary: "The tenant's promotions running now (no start or end means open)",
  extension: true,
  failure: 'content',
  request: z.object({ ...TenantBody, lang }),
  response: success({ value: z.array(Promotion) }),
});

export const PromotionClaim = z
  .object({
    code: z.string(),
    state: z.enum(PROMOTION_CLAIM_STATES),
    bonus: amount,
    turnover_required: amount,
    turnover_done: amount.describe('Wagered since the claim, at most the requirement'),
    remaining: amount.describe('Still to wager before a withdrawal'),
    claimed_at: timestamp,
  })
  .meta({ id: 'PromotionClaim' });
export type PromotionClaim = z.infer<typeof PromotionClaim>;

export const promotionClaims = defineCall({
  path: '/api/promotion/claims',
  method: 'POST',
  tag: 'promotion',
  summary: "The player's promotion claims, newest first, with their wagering progress",
  extension: true,
  auth: true,
  failure: 'network',
  request: z.object({ ...AuthBody }),
  response: success({ value: z.array(PromotionClaim) }),
});

export const promotionClaim = defineCall({
  path: '/api/promotion/claim',
  method: 'POST',
  tag: 'promotion',
  summary: 'Claim a deposit bonus, once, from the latest approved deposit made during the promotion',
  extension: true,
  auth: true,
  failure: 'product',
  request: z.object({ ...AuthBody, code }),
  response: success({ value: PromotionClaim, balance: amount }),
});

export const Referral = z
  .object({
    account_id: z.string().describe('Masked: the ends kept, the middle three stars'),
    joined_at: timestamp,
    deposited: z.boolean().describe('Whether the referred player has made an approved deposit'),
    reward: amount.describe('What the referrer earned from this player (0 until the first deposit)'),
  })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof Referral>;

export const ReferralSummary = z
  .object({
    referral_code: z.string(),
    link_path: z.string().describe('The register page with the code: /register?ref=CODE'),
    referrals: z.array(Referral),
    total_earned: amount,
    reward_percent: z.number(),
    max_reward: amount,
  })
  .meta({ id: 'ReferralSummary' });
export type ReferralSummary = z.infer<typeof ReferralSummary>;

export const referralSummary = defineCall({
  path: '/api/referral/summary',
  method: 'POST',
  tag: 'referral',
  summary: "The player's referral code and link, the players they referred and what they earned",
  extension: true,
  auth: true,
  failure: 'network',
  request: z.object({ ...AuthBody }),
  response: success({ value: ReferralSummary }),
});
