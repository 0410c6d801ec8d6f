import { z } from 'zod';
import { MISSION_KINDS, MISSION_PERIODS, PRIZE_KINDS, REWARD_KINDS } from '../tables/engagement';
import { LOCALE_CODES } from '../tables/locales';
import { expectedReturn } from './wheel-return';

// The engagement part of a tenant file: VIP ladder, promotions, referral, missions, prize wheel and the welcome
// gift. Every part is optional; what a tenant leaves out comes from DEFAULT_ENGAGEMENT. Amounts are major units of
// the tenant's currency, tokens are whole tokens. Titles the file leaves out are worded by the site's messages.

/**
 * What one game token is reckoned to be worth in cash (major units) when a wheel's return is set against its cost,
 * unless the section's minigame names its own token_value. Tokens are never sold, so this is the yardstick that
 * keeps the wheel from paying out more than it takes, not a price.
 */
export const DEFAULT_TOKEN_VALUE = 1;

const texts = z.partialRecord(z.enum(LOCALE_CODES), z.string().trim().min(1).max(20_000));
const major = z.number().nonnegative().max(1e9);
const code = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,47}$/, 'Lower-case letters, digits and dashes, e.g. "welcome-bonus"');
const tokens = z.number().int().nonnegative().max(1e6);

const VipLevel = z.strictObject({
  vip_name: z.string().trim().min(1).max(32),
  /** Lifetime deposits and stake wagered that reach this level. */
  deposit: major,
  turnover: major,
  /** Shown as a benefit: the share of net losses the operator pays back. */
  cashback_percent: z.number().min(0).max(100),
  /** Tokens sent to the inbox once, when a player first reaches this level. */
  level_up_tokens: tokens,
});

const Promotion = z.strictObject({
  code,
  title: texts.optional(),
  /** HTML, sanitized by the site. */
  body: texts.optional(),
  img_url: z.string().trim().min(1).max(512).optional(),
  starts_at: z.iso.datetime({ offset: true }).nullable(),
  ends_at: z.iso.datetime({ offset: true }).nullable(),
  /** A deposit bonus: this share of the deposit, up to max_bonus, for a deposit of at least min_deposit. */
  bonus_percent: z.number().positive().max(500),
  max_bonus: major,
  min_deposit: major,
  /** The bonus and its deposit must be wagered this many times before a withdrawal. */
  turnover_multiplier: z.number().int().min(0).max(100),
});

const Mission = z.strictObject({
  code,
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  /** Rounds or deposits to make, or stake (major units) to wager, within the period. */
  target: z.number().positive().max(1e9),
  reward_kind: z.enum(REWARD_KINDS),
  /** Major units for cash, whole tokens for tokens. */
  reward: z.number().positive().max(1e6),
});

const Prize = z.strictObject({
  kind: z.enum(PRIZE_KINDS),
  /** Major units for cash, whole tokens for tokens, 0 for none. */
  amount: z.number().nonnegative().max(1e6),
  /** Relative chance; the published odds are weight ÷ the sum of weights. */
  weight: z.number().int().positive().max(1_000_000),
});

export const EngagementSection = z.strictObject({
  show_referral: z.boolean().optional(),
  referral: z
    .strictObject({
      /** HTML shown on the referral page (home/referral's setting_value). */
      text: texts.optional(),
      /** The referrer earns this share of a referred player's first approved deposit, up to max_reward. */
      reward_percent: z.number().min(0).max(100),
      max_reward: major,
    })
    .optional(),
  vip_levels: z.array(VipLevel).min(1).max(20).optional(),
  promotions: z.array(Promotion).max(50).optional(),
  missions: z.array(Mission).max(30).optional(),
  minigame: z
    .strictObject({
      spin_cost: z.number().int().positive().max(1e6),
      prizes: z.array(Prize).min(2).max(16),
      /** Major units of cash one token is worth when the wheel's return is compared with its cost. */
      token_value: z.number().positive().max(1e6).optional(),
      /** Accepts a wheel that pays back at least its cost on average: money given away on purpose. */
      allow_player_edge: z.boolean().optional(),
    })
    .optional(),
  /**
   * Cash from the wheel, missions, the inbox and referrals is bonus money: this many times the reward
   * must be wagered before a withdrawal; 0 pays it as plain cash. Deposit bonuses keep their own multiplier.
   */
  reward_turnover_multiplier: z.number().int().min(0).max(100).optional(),
  /** Sent to every new player's inbox, to claim once. */
  welcome: z.strictObject({ tokens, cash: major }).optional(),
});
export type EngagementSection = z.infer<typeof EngagementSection>;

/** What a tenant gets for every part its file leaves out. */
export const DEFAULT_ENGAGEMENT = {
  show_referral: true,
  referral: { reward_percent: 10, max_reward: 100 },
  vip_levels: [
    { vip_name: 'Bronze', deposit: 0, turnover: 0, cashback_percent: 0, level_up_tokens: 0 },
    { vip_name: 'Silver', deposit: 1_000, turnover: 5_000, cashback_percent: 2, level_up_tokens: 5 },
    { vip_name: 'Gold', deposit: 10_000, turnover: 50_000, cashback_percent: 4, level_up_tokens: 20 },
    { vip_name: 'Platinum', deposit: 50_000, turnover: 250_000, cashback_percent: 6, level_up_tokens: 50 },
    { vip_name: 'Diamond', deposit: 200_000, turnover: 1_000_000, cashback_percent: 8, level_up_tokens: 100 },
  ],
  promotions: [
    {
      code: 'welcome-bonus',
      starts_at: null,
      ends_at: null,
      bonus_percent: 100,
      max_bonus: 500,
      min_deposit: 20,
      turnover_multiplier: 5,
    },
    {
      code: 'reload-bonus',
      starts_at: null,
      ends_at: null,
      bonus_percent: 25,
      max_bonus: 200,
      min_deposit: 50,
      turnover_multiplier: 3,
    },
  ],
  missions: [
    { code: 'daily-rounds', period: 'daily', kind: 'rounds', target: 10, reward_kind: 'tokens', reward: 3 },
    { code: 'daily-deposit', period: 'daily', kind: 'deposits', target: 1, reward_kind: 'tokens', reward: 5 },
    { code: 'weekly-turnover', period: 'weekly', kind: 'turnover', target: 1_000, reward_kind: 'cash', reward: 10 },
  ],
  // Per 1-token spin, out of 1,000: cash 0.41 and tokens 0.46 on average, 0.87 at a token's default value of 1,
  // so the house keeps 13 %; a token spun with all it wins brings 0.41 ÷ 0.54 ≈ 0.76 cash.
  minigame: {
    spin_cost: 1,
    token_value: DEFAULT_TOKEN_VALUE,
    prizes: [
      { kind: 'none', amount: 0, weight: 520 },
      { kind: 'tokens', amount: 1, weight: 250 },
      { kind: 'cash', amount: 1, weight: 150 },
      { kind: 'tokens', amount: 3, weight: 50 },
      { kind: 'cash', amount: 5, weight: 20 },
      { kind: 'tokens', amount: 10, weight: 6 },
      { kind: 'cash', amount: 20, weight: 3 },
      { kind: 'cash', amount: 100, weight: 1 },
    ],
  },
  welcome: { tokens: 5, cash: 0 },
  reward_turnover_multiplier: 3,
} satisfies Required<EngagementSection>;

export type Engagement = Required<EngagementSection>;

/** A tenant's section with the defaults filled in, part by part. */
export function engagementOf(section: EngagementSection | null | undefined): Engagement {
  const own = section ?? {};
  return {
    show_referral: own.show_referral ?? DEFAULT_ENGAGEMENT.show_referral,
    referral: own.referral ?? DEFAULT_ENGAGEMENT.referral,
    vip_levels: own.vip_levels ?? DEFAULT_ENGAGEMENT.vip_levels,
    promotions: own.promotions ?? DEFAULT_ENGAGEMENT.promotions,
    missions: own.missions ?? DEFAULT_ENGAGEMENT.missions,
    minigame: own.minigame ?? DEFAULT_ENGAGEMENT.minigame,
    welcome: own.welcome ?? DEFAULT_ENGAGEMENT.welcome,
    reward_turnover_multiplier: own.reward_turnover_multiplier ?? DEFAULT_ENGAGEMENT.reward_turnover_multiplier,
  };
}

/** A wheel that pays back at least its cost is refused unless the file says it means it. */
function wheelProblem(wheel: NonNullable<EngagementSection['minigame']>): string | undefined {
  if (wheel.allow_player_edge) return undefined;
  const value = wheel.token_value ?? DEFAULT_TOKEN_VALUE;
  const back = expectedReturn(wheel.prizes, value);
  const cost = wheel.spin_cost * value;
  if (back < cost) return undefined;
  const round = (n: number) => Number(n.toFixed(4));
  return (
    `pay back ${round(back)} per spin on average, at least the spin's cost of ${round(cost)} ` +
    `(a token counted as ${value} cash): lower the prizes or the chances of the large ones, ` +
    'or set allow_player_edge: true'
  );
}

/** Rules across entries: codes unique, the ladder rising, periods ending after they start, the wheel's odds. */
export const CheckedEngagementSection = EngagementSection.superRefine((section, ctx) => {
  const problem = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  for (const list of ['promotions', 'missions'] as const) {
    const seen = new Set<string>();
    section[list]?.forEach((entry, i) => {
      if (seen.has(entry.code)) problem([list, i, 'code'], `${entry.code} is used twice`);
      seen.add(entry.code);
    });
  }
  section.vip_levels?.forEach((level, i, all) => {
    const below = all[i - 1];
    if (i === 0 && (level.deposit !== 0 || level.turnover !== 0)) {
      problem(['vip_levels', 0], 'the first level starts at deposit 0 and turnover 0');
    }
    if (below && (level.deposit < below.deposit || level.turnover < below.turnover)) {
      problem(['vip_levels', i], 'needs thresholds at least those of the level below');
    }
  });
  section.promotions?.forEach((promotion, i) => {
    if (promotion.starts_at && promotion.ends_at && Date.parse(promotion.ends_at) <= Date.parse(promotion.starts_at)) {
      problem(['promotions', i, 'ends_at'], 'must be after starts_at');
    }
  });
  section.minigame?.prizes.forEach((prize, i) => {
    if ((prize.kind === 'none') !== (prize.amount === 0)) {
      problem(['minigame', 'prizes', i, 'amount'], 'is 0 exactly when the prize is none');
    }
  });
  const edge = section.minigame && wheelProblem(section.minigame);
  if (edge) problem(['minigame', 'prizes'], edge);
});
