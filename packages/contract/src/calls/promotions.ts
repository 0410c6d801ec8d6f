import { z } from 'zod';
import { success } from '../envelope';
import { BONUS_STATES, PROMOTION_CLAIM_STATES, REFERRAL_REWARD_STATES, STAKE_ORDERS } from '../tables/engagement';
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
    turnover_done: amount.describe('Wagered towards this bonus (bets weighted by game), at most the requirement'),
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

/** One bonus in the bonus wallet, and how much of its wagering is done. */
export const Bonus = z
  .object({
    source: z.string().describe('What paid it: promotion, spin, mission, inbox, referral, vip'),
    code: z.string().nullable().describe('The promotion code for a deposit bonus, else null'),
    state: z.enum(BONUS_STATES),
    amount: amount,
    wagering_required: amount,
    wagering_done: amount.describe('Weighted stake counted towards it; bonuses are wagered oldest first'),
    granted_at: timestamp,
    expires_at: timestamp,
  })
  .meta({ id: 'Bonus' });
export type Bonus = z.infer<typeof Bonus>;

export const BonusWallet = z
  .object({
    balance: amount.describe('Bonus money now'),
    active: z.boolean(),
    wagering_left: amount.describe('Weighted stake still owed before the bonus money turns into cash'),
    max_stake: amount.nullable().describe('The largest stake allowed while a bonus is active; null when none is'),
    expires_at: timestamp.nullable(),
    stake_order: z.enum(STAKE_ORDERS),
    forfeit_winnings: z.boolean().describe('Whether a withdrawal now also forfeits the cash won since the bonus began'),
    at_stake: amount.describe(
      'What a withdrawal now would forfeit: the bonus money, and the winnings when they go too',
    ),
    deposit_turnover_left: amount.describe(
      'Stake still owed on deposits before any withdrawal (anti-money-laundering)',
    ),
    weights: z
      .record(z.string(), z.number())
      .describe('Percent of a stake that counts, per game category; 0: not playable while a bonus is active'),
    bonuses: z.array(Bonus).describe('Newest first, the last 20'),
  })
  .meta({ id: 'BonusWallet' });
export type BonusWallet = z.infer<typeof BonusWallet>;

export const bonusWallet = defineCall({
  path: '/api/promotion/bonus',
  method: 'POST',
  tag: 'promotion',
  summary: "The player's bonus wallet: bonus money, wagering left, the rules while it is active, and each bonus",
  extension: true,
  auth: true,
  failure: 'network',
  request: z.object({ ...AuthBody }),
  response: success({ value: BonusWallet }),
});

export const Referral = z
  .object({
    account_id: z.string().describe('Masked: the ends kept, the middle three stars'),
    joined_at: timestamp,
    deposited: z.boolean().describe('Whether the referred player has made an approved deposit'),
    reward: amount.describe(
      'What the referrer earned from this player, or will once it is released (0 until the first deposit, and when void)',
    ),
    reward_state: z
      .enum(REFERRAL_REWARD_STATES)
      .nullable()
      .describe(
        'held: paid once the referred player has wagered the deposit (or the hold days pass); paid; void: the ' +
          'referred player asked for a withdrawal first; null before their first approved deposit',
      ),
  })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof Referral>;

export const ReferralSummary = z
  .object({
    referral_code: z.string(),
    link_path: z.string().describe('The register page with the code: /register?ref=CODE'),
    referrals: z.array(Referral),
    total_earned: amount.describe('What the referrals have paid so far; held rewards are not in it yet'),
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
