import { z } from 'zod';
import { PRODUCT_CATEGORY_KEYS } from '../tables/categories';
import { MISSION_KINDS, MISSION_PERIODS, PRIZE_KINDS, REWARD_KINDS, STAKE_ORDERS } from '../tables/engagement';
import { LOCALE_CODES } from '../tables/locales';
import { SITE_ACTIVITY } from '../tables/money';
import { expectedReturn } from './wheel-return';

// The engagement part of a tenant file: VIP ladder, promotions, referral, missions, prize wheel, the welcome
// gift and the home page's activity figures. Every part is optional; what a tenant leaves out comes from
// DEFAULT_ENGAGEMENT converted to the tenant's currency (defaultEngagementIn). Amounts in a file are major units of
// the tenant's currency, tokens are whole tokens. Titles the file leaves out are worded by the site's messages.

/**
 * What one game token is reckoned to be worth in cash (major units) when a wheel's return is set against its cost,
 * unless the section's minigame names its own token_value. Tokens are never sold, so this is the yardstick that
 * keeps the wheel from paying out more than it takes, not a price. The default wheel's token is a dollar's worth
 * of the tenant's currency (defaultEngagementIn).
 */
export const DEFAULT_TOKEN_VALUE = 1;

const texts = z.partialRecord(z.enum(LOCALE_CODES), z.string().trim().min(1).max(20_000));
/** Major units; room for currencies of many thousands to the dollar (an IDR or VND ladder reaches billions). */
const MAJOR_MAX = 1e12;
const major = z.number().nonnegative().max(MAJOR_MAX);
const code = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,47}$/, 'Lower-case letters, digits and dashes, e.g. "welcome-bonus"');
const TOKENS_MAX = 1e6;
const tokens = z.number().int().nonnegative().max(TOKENS_MAX);

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
  /** The bonus must be wagered this many times (bets weighted by game, see `bonus`) before it turns into cash. */
  turnover_multiplier: z.number().int().min(0).max(100),
});

const Mission = z.strictObject({
  code,
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  /** Rounds or deposits to make, or stake (major units) to wager, within the period. */
  target: z.number().positive().max(MAJOR_MAX),
  reward_kind: z.enum(REWARD_KINDS),
  /** Major units for cash, whole tokens for tokens (at most TOKENS_MAX). */
  reward: z.number().positive().max(MAJOR_MAX),
});

const Prize = z.strictObject({
  kind: z.enum(PRIZE_KINDS),
  /** Major units for cash, whole tokens for tokens (at most TOKENS_MAX), 0 for none. */
  amount: z.number().nonnegative().max(MAJOR_MAX),
  /** Relative chance; the published odds are weight ÷ the sum of weights. */
  weight: z.number().int().positive().max(1_000_000),
});

const percent = z.number().min(0).max(100);

/**
 * The home page's activity figures: each shows only from its minimum up, and the section not at all when none
 * does, so a quiet site shows nothing rather than "1 player, 0 paid out". 0 shows whatever is above zero.
 */
const ActivityRules = z.strictObject({
  /** Registered players, players active today and players who deposited: each count shows from this many. */
  min_players: z.number().int().min(0).max(1e9).optional(),
  /** The last hour's payouts show from this amount, major units. */
  min_paid_out: major.optional(),
  /** A list (top wins, largest withdrawals, latest deposits and withdrawals) shows from this many lines. */
  min_rows: z.number().int().min(0).max(SITE_ACTIVITY.feedSize).optional(),
});

/** The default maximum stake while a bonus is active, in US dollars' worth of the tenant's currency. */
export const BONUS_MAX_STAKE_USD = 2;

/**
 * How the bonus wallet treats bonus money: every deposit bonus and every cash reward lands there, apart from the
 * player's cash, and turns into cash once its wagering is met (docs/decisions/0048-bonus-wallet.md).
 */
const BonusRules = z.strictObject({
  /** Which money a bet takes first while a bonus is active. */
  stake_order: z.enum(STAKE_ORDERS).optional(),
  /**
   * The largest stake a bet may have while a bonus is active, major units; null: BONUS_MAX_STAKE_USD dollars' worth
   * in the tenant's currency (the platform's rates, as for payment limits).
   */
  max_stake: z.number().positive().max(MAJOR_MAX).nullable().optional(),
  /** Days a bonus has to be wagered; a later bonus moves the date of the whole bonus wallet. */
  expiry_days: z.number().int().min(1).max(365).optional(),
  /**
   * A withdrawal while a bonus is active forfeits the bonus and, when this is true, what the player's cash won
   * since the bonus started (cash above what the player brought); false forfeits the bonus money only.
   */
  forfeit_winnings: z.boolean().optional(),
  /**
   * What a deposit bonus can add to the cash when its wagering is met, at most, × the bonus: its money and (with
   * forfeit_winnings) the cash won while it ran; the rest goes back. Without it a few lucky high-variance bets pay
   * for the wagering. null for no cap.
   */
  max_conversion: z.number().positive().max(1000).nullable().optional(),
  /** The same for a reward's bonus (wheel, missions, inbox, referral), × the reward. */
  reward_max_conversion: z.number().positive().max(1000).nullable().optional(),
  /** Each approved deposit must be staked this many times before a withdrawal (unweighted); 0 for none. */
  deposit_turnover_multiplier: z.number().int().min(0).max(10).optional(),
  /** The share of a bet's stake that counts towards a bonus, per game category, percent; 0 excludes the game. */
  category_weights: z.partialRecord(z.enum(PRODUCT_CATEGORY_KEYS), percent).optional(),
  /** The same per game, keyed `PROVIDER:game_code`; wins over its category. */
  game_weights: z.record(z.string().regex(/^[A-Z0-9_]{1,32}:[a-z0-9-]{1,64}$/), percent).optional(),
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
      /**
       * The reward is held until the referred player has wagered this many times the deposit since making it, and
       * voided when they ask for a withdrawal first; 0 pays it at the next run of the release job. 1 by default.
       */
      wager_multiplier: z.number().int().min(0).max(100).optional(),
      /** A held reward is also paid this many days after the deposit if no withdrawal came first; null: never. */
      hold_days: z.number().int().min(1).max(365).nullable().optional(),
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
      token_value: z.number().positive().max(MAJOR_MAX).optional(),
      /** Accepts a wheel that pays back at least its cost on average: money given away on purpose. */
      allow_player_edge: z.boolean().optional(),
    })
    .optional(),
  /**
   * Cash from the wheel, missions, the inbox and referrals is bonus money: this many times the reward must be
   * wagered (weighted) before it turns into cash; 0 pays it as plain cash. Deposit bonuses keep their own multiple.
   */
  reward_turnover_multiplier: z.number().int().min(0).max(100).optional(),
  bonus: BonusRules.optional(),
  /** Sent to every new player's inbox, to claim once. */
  welcome: z.strictObject({ tokens, cash: major }).optional(),
  activity: ActivityRules.optional(),
});
export type EngagementSection = z.infer<typeof EngagementSection>;

/**
 * What a tenant gets for every part its file leaves out, with its amounts in US dollars: a tenant reads them
 * converted to its own currency (defaultEngagementIn), so every amount here is 1, 2 or 5 × a power of ten.
 */
export const DEFAULT_ENGAGEMENT = {
  show_referral: true,
  referral: { reward_percent: 10, max_reward: 100, wager_multiplier: 1, hold_days: null },
  vip_levels: [
    { vip_name: 'Bronze', deposit: 0, turnover: 0, cashback_percent: 0, level_up_tokens: 0 },
    { vip_name: 'Silver', deposit: 1_000, turnover: 5_000, cashback_percent: 2, level_up_tokens: 5 },
    { vip_name: 'Gold', deposit: 10_000, turnover: 50_000, cashback_percent: 4, level_up_tokens: 20 },
    { vip_name: 'Platinum', deposit: 50_000, turnover: 200_000, cashback_percent: 6, level_up_tokens: 50 },
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
      turnover_multiplier: 35,
    },
    {
      code: 'reload-bonus',
      starts_at: null,
      ends_at: null,
      bonus_percent: 25,
      max_bonus: 200,
      min_deposit: 50,
      turnover_multiplier: 35,
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
  activity: {
    min_players: SITE_ACTIVITY.minPlayers,
    min_paid_out: SITE_ACTIVITY.minPaidOutUsd,
    min_rows: SITE_ACTIVITY.minRows,
  },
  reward_turnover_multiplier: 35,
  // Slots count in full; table, live and draw games a tenth; low-edge games (dice, crash, arcade) a twentieth or
  // nothing, so the cheapest way through a bonus's wagering costs more than the bonus (bonus-farming.test.ts).
  bonus: {
    stake_order: 'cash_first',
    max_stake: null,
    expiry_days: 30,
    forfeit_winnings: true,
    max_conversion: 3,
    reward_max_conversion: 1,
    deposit_turnover_multiplier: 1,
    category_weights: {
      slot_game: 100,
      fishing: 100,
      casino: 10,
      poker: 10,
      sportsbook: 10,
      sabong: 10,
      horse_racing: 10,
      lottery: 10,
      bingo: 10,
      arcade: 5,
      crash: 5,
      hash_game: 0,
    },
    game_weights: { 'DEMO:dice-duel': 0 },
  },
} satisfies Required<EngagementSection>;

type ReferralTerms = NonNullable<EngagementSection['referral']>;
export type BonusRules = Required<z.infer<typeof BonusRules>>;
export type ActivityRules = Required<z.infer<typeof ActivityRules>>;

/** A tenant's engagement with every part filled in, the referral's release terms and the bonus rules too. */
export type Engagement = Omit<Required<EngagementSection>, 'referral' | 'bonus' | 'activity'> & {
  referral: ReferralTerms & Required<Pick<ReferralTerms, 'wager_multiplier' | 'hold_days'>>;
  bonus: BonusRules;
  activity: ActivityRules;
};

/** The defaults, as DEFAULT_ENGAGEMENT or converted to a currency by defaultEngagementIn. */
export type DefaultEngagement = Omit<typeof DEFAULT_ENGAGEMENT, 'activity'> & { activity: ActivityRules };

/**
 * What the defaults need to read in a tenant's currency: `worth` turns US dollars into a round amount of it (the
 * platform's rates), and `depositMin` is its default smallest deposit, which no default promotion asks less than.
 */
export type DefaultMoney = { worth: (usd: number) => number; depositMin: number };

/**
 * The defaults in a tenant's currency: every amount converted, tokens, percents and multiples as they are. USD at
 * a rate of 1 reads DEFAULT_ENGAGEMENT itself.
 */
export function defaultEngagementIn({ worth, depositMin }: DefaultMoney): DefaultEngagement {
  const base = DEFAULT_ENGAGEMENT;
  // Cash prizes stay whole multiples of the token's value, so the wheel's return is the default's in any currency.
  const tokenValue = worth(base.minigame.token_value);
  return {
    ...base,
    referral: { ...base.referral, max_reward: worth(base.referral.max_reward) },
    vip_levels: base.vip_levels.map((level) => ({
      ...level,
      deposit: worth(level.deposit),
      turnover: worth(level.turnover),
    })),
    promotions: base.promotions.map((offer) => ({
      ...offer,
      max_bonus: worth(offer.max_bonus),
      // A promotion that names a deposit the cashier refuses would be an offer nobody can take as written.
      min_deposit: Math.max(worth(offer.min_deposit), depositMin),
    })),
    missions: base.missions.map((mission) => ({
      ...mission,
      target: mission.kind === 'turnover' ? worth(mission.target) : mission.target,
      reward: mission.reward_kind === 'cash' ? worth(mission.reward) : mission.reward,
    })),
    minigame: {
      ...base.minigame,
      token_value: tokenValue,
      prizes: base.minigame.prizes.map((prize) =>
        prize.kind === 'cash' ? { ...prize, amount: prize.amount * tokenValue } : prize,
      ),
    },
    welcome: { ...base.welcome, cash: worth(base.welcome.cash) },
    activity: { ...base.activity, min_paid_out: worth(base.activity.min_paid_out) },
  };
}

/** A tenant's bonus rules: each left out from the defaults, the weights merged entry by entry. */
export function bonusRulesOf(own: EngagementSection['bonus']): BonusRules {
  const base = DEFAULT_ENGAGEMENT.bonus;
  return {
    stake_order: own?.stake_order ?? base.stake_order,
    max_stake: own?.max_stake === undefined ? base.max_stake : own.max_stake,
    expiry_days: own?.expiry_days ?? base.expiry_days,
    forfeit_winnings: own?.forfeit_winnings ?? base.forfeit_winnings,
    max_conversion: own?.max_conversion === undefined ? base.max_conversion : own.max_conversion,
    reward_max_conversion:
      own?.reward_max_conversion === undefined ? base.reward_max_conversion : own.reward_max_conversion,
    deposit_turnover_multiplier: own?.deposit_turnover_multiplier ?? base.deposit_turnover_multiplier,
    category_weights: { ...base.category_weights, ...own?.category_weights },
    game_weights: { ...base.game_weights, ...own?.game_weights },
  };
}

/** The share of a bet on this game that counts towards a bonus, percent (a category left out counts fully). */
export function bonusWeightOf(
  rules: BonusRules,
  game: { provider_code: string; game_code: string; game_type: string },
): number {
  const own = rules.game_weights[`${game.provider_code}:${game.game_code}`];
  if (own !== undefined) return own;
  return (rules.category_weights as Partial<Record<string, number>>)[game.game_type] ?? 100;
}

/**
 * A tenant's section with the defaults filled in, part by part. `defaults` are those of the tenant's currency
 * (defaultEngagementIn): DEFAULT_ENGAGEMENT itself is in US dollars.
 */
export function engagementOf(section: EngagementSection | null | undefined, defaults: DefaultEngagement): Engagement {
  const own = section ?? {};
  return {
    show_referral: own.show_referral ?? defaults.show_referral,
    // Referral terms that leave the release terms out take them from the defaults.
    referral: own.referral ? { ...defaults.referral, ...own.referral } : defaults.referral,
    vip_levels: own.vip_levels ?? defaults.vip_levels,
    promotions: own.promotions ?? defaults.promotions,
    missions: own.missions ?? defaults.missions,
    minigame: own.minigame ?? defaults.minigame,
    welcome: own.welcome ?? defaults.welcome,
    reward_turnover_multiplier: own.reward_turnover_multiplier ?? defaults.reward_turnover_multiplier,
    bonus: bonusRulesOf(own.bonus),
    activity: {
      min_players: own.activity?.min_players ?? defaults.activity.min_players,
      min_paid_out: own.activity?.min_paid_out ?? defaults.activity.min_paid_out,
      min_rows: own.activity?.min_rows ?? defaults.activity.min_rows,
    },
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
    if (prize.kind === 'tokens' && prize.amount > TOKENS_MAX) {
      problem(['minigame', 'prizes', i, 'amount'], `is at most ${TOKENS_MAX} tokens`);
    }
  });
  section.missions?.forEach((mission, i) => {
    if (mission.reward_kind === 'tokens' && mission.reward > TOKENS_MAX) {
      problem(['missions', i, 'reward'], `is at most ${TOKENS_MAX} tokens`);
    }
  });
  const edge = section.minigame && wheelProblem(section.minigame);
  if (edge) problem(['minigame', 'prizes'], edge);
});
