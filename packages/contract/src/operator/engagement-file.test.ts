import { describe, expect, it } from 'vitest';
import {
  bonusWeightOf,
  CheckedEngagementSection,
  DEFAULT_ENGAGEMENT,
  defaultEngagementIn,
  engagementOf,
} from './engagement-file';
import { expectedReturn } from './wheel-return';

/** The defaults as a USD tenant reads them. */
const USD = DEFAULT_ENGAGEMENT;
const of = (section: Parameters<typeof engagementOf>[0]) => engagementOf(section, USD);

describe('the engagement section', () => {
  it('fills every part a tenant leaves out from the defaults', () => {
    expect(of(null)).toEqual(DEFAULT_ENGAGEMENT);
    const own = of({ show_referral: false, welcome: { tokens: 0, cash: 10 } });
    expect(own.show_referral).toBe(false);
    expect(own.welcome).toEqual({ tokens: 0, cash: 10 });
    expect(own.promotions).toBe(DEFAULT_ENGAGEMENT.promotions);
  });

  it('accepts the defaults as a file section', () => {
    expect(CheckedEngagementSection.safeParse(DEFAULT_ENGAGEMENT).success).toBe(true);
  });

  describe('in a currency', () => {
    /** A currency at 16,000 to the dollar, rounded to 1, 2 or 5 × a power of ten as the platform does. */
    const round = (value: number) => {
      if (value === 0) return 0;
      const power = 10 ** Math.floor(Math.log10(value));
      return [1, 2, 5, 10].map((m) => m * power).reduce((a, b) => (Math.abs(b - value) < Math.abs(a - value) ? b : a));
    };
    const rupiah = defaultEngagementIn({ worth: (usd) => round(usd * 16_000), depositMin: 80_000 });

    it('reads the defaults themselves at a rate of 1: every default amount is already a round figure', () => {
      expect(defaultEngagementIn({ worth: (usd) => usd, depositMin: 5 })).toEqual(DEFAULT_ENGAGEMENT);
      expect(defaultEngagementIn({ worth: round, depositMin: 5 })).toEqual(DEFAULT_ENGAGEMENT);
    });

    it('converts every amount, and no promotion asks for less than the smallest deposit', () => {
      const [welcome, reload] = rupiah.promotions;
      expect(welcome).toMatchObject({ min_deposit: 200_000, max_bonus: 10_000_000, bonus_percent: 100 });
      expect(reload).toMatchObject({ min_deposit: 1_000_000, max_bonus: 2_000_000, turnover_multiplier: 35 });
      const steep = defaultEngagementIn({ worth: (usd) => round(usd * 16_000), depositMin: 700_000 });
      expect(steep.promotions.map((p) => p.min_deposit)).toEqual([700_000, 1_000_000]);
      expect(rupiah.referral.max_reward).toBe(2_000_000);
      expect(rupiah.vip_levels.map((level) => level.deposit)).toEqual([0, 20_000_000, 200_000_000, 1e9, 2e9]);
      expect(rupiah.missions.find((m) => m.kind === 'turnover')).toMatchObject({ target: 20_000_000, reward: 200_000 });
      expect(rupiah.missions.find((m) => m.kind === 'rounds')).toMatchObject({ target: 10, reward: 3 });
      expect(rupiah.activity).toEqual({ min_players: 50, min_paid_out: 2_000_000, min_rows: 3 });
      expect(CheckedEngagementSection.safeParse(rupiah).success).toBe(true);
    });

    it("keeps the wheel's odds and return: cash prizes are the default's in tokens' worth", () => {
      const { minigame } = rupiah;
      expect(minigame.token_value).toBe(20_000);
      const back = (wheel: typeof minigame) => expectedReturn(wheel.prizes, wheel.token_value) / wheel.token_value;
      expect(back(minigame)).toBeCloseTo(back(DEFAULT_ENGAGEMENT.minigame), 12);
      expect(back(minigame)).toBeLessThan(minigame.spin_cost);
    });
  });

  it('takes cash amounts of currencies of many thousands to the dollar, and tokens up to a million', () => {
    const section = (reward_kind: 'cash' | 'tokens', amount: number) => ({
      missions: [{ code: 'm', period: 'daily', kind: 'rounds', target: 1, reward_kind, reward: amount }],
      minigame: {
        spin_cost: 1,
        allow_player_edge: true,
        prizes: [
          { kind: 'none', amount: 0, weight: 1 },
          { kind: reward_kind, amount, weight: 1 },
        ],
      },
    });
    expect(CheckedEngagementSection.safeParse(section('cash', 2_000_000)).success).toBe(true);
    const tokens = CheckedEngagementSection.safeParse(section('tokens', 2_000_000)).error?.issues;
    expect(tokens?.map((issue) => issue.path.join('.')).sort()).toEqual([
      'minigame.prizes.1.amount',
      'missions.0.reward',
    ]);
  });

  it('fills the activity minimums one by one, and refuses a list minimum longer than the list', () => {
    expect(of(null).activity).toEqual({ min_players: 50, min_paid_out: 100, min_rows: 3 });
    expect(of({ activity: { min_players: 0 } }).activity).toEqual({ min_players: 0, min_paid_out: 100, min_rows: 3 });
    expect(CheckedEngagementSection.safeParse({ activity: { min_rows: 10, min_paid_out: 0 } }).success).toBe(true);
    expect(CheckedEngagementSection.safeParse({ activity: { min_rows: 11 } }).success).toBe(false);
    expect(CheckedEngagementSection.safeParse({ activity: { min_players: -1 } }).success).toBe(false);
    expect(CheckedEngagementSection.safeParse({ activity: { shown: true } }).success).toBe(false);
  });

  it('holds referral rewards for 1 times the deposit and no days by default, also for terms that leave them out', () => {
    expect(of(null).referral).toMatchObject({ wager_multiplier: 1, hold_days: null });
    const own = of({ referral: { reward_percent: 5, max_reward: 50, hold_days: 7 } }).referral;
    expect(own).toEqual({ reward_percent: 5, max_reward: 50, wager_multiplier: 1, hold_days: 7 });
    const referral = (terms: object) =>
      CheckedEngagementSection.safeParse({ referral: { reward_percent: 10, max_reward: 100, ...terms } }).success;
    expect(referral({ wager_multiplier: 0, hold_days: null })).toBe(true);
    expect(referral({ wager_multiplier: 1.5 })).toBe(false);
    expect(referral({ hold_days: 0 })).toBe(false);
  });

  it('reports repeated codes, a falling ladder, an empty period and a prize that pays nothing', () => {
    const [welcome] = DEFAULT_ENGAGEMENT.promotions;
    const result = CheckedEngagementSection.safeParse({
      promotions: [welcome, { ...welcome, starts_at: '2026-02-01T00:00:00Z', ends_at: '2026-01-01T00:00:00Z' }],
      vip_levels: [
        { vip_name: 'A', deposit: 10, turnover: 0, cashback_percent: 0, level_up_tokens: 0 },
        { vip_name: 'B', deposit: 5, turnover: 10, cashback_percent: 1, level_up_tokens: 1 },
      ],
      minigame: {
        spin_cost: 1,
        prizes: [
          { kind: 'cash', amount: 0, weight: 1 },
          { kind: 'none', amount: 0, weight: 1 },
        ],
      },
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual([
      'minigame.prizes.0.amount',
      'promotions.1.code',
      'promotions.1.ends_at',
      'vip_levels.0',
      'vip_levels.1',
    ]);
  });

  describe('the prize wheel', () => {
    /** The wheel this site once had: 2.0 cash and 0.95 tokens back per 1-token spin. */
    const GENEROUS = {
      spin_cost: 1,
      prizes: [
        { kind: 'none', amount: 0, weight: 30 },
        { kind: 'tokens', amount: 1, weight: 25 },
        { kind: 'cash', amount: 1, weight: 20 },
        { kind: 'tokens', amount: 3, weight: 10 },
        { kind: 'cash', amount: 5, weight: 8 },
        { kind: 'tokens', amount: 10, weight: 4 },
        { kind: 'cash', amount: 20, weight: 2 },
        { kind: 'cash', amount: 100, weight: 1 },
      ],
    } as const;
    const issues = (minigame: object) =>
      CheckedEngagementSection.safeParse({ minigame }).error?.issues.map((i) => [i.path.join('.'), i.message]);

    it('refuses a wheel that pays back its cost or more, saying by how much', () => {
      expect(issues(GENEROUS)).toEqual([
        [
          'minigame.prizes',
          "pay back 2.95 per spin on average, at least the spin's cost of 1 (a token counted as 1 cash): " +
            'lower the prizes or the chances of the large ones, or set allow_player_edge: true',
        ],
      ]);
      // Exactly the cost is refused too: 0.5 cash and 0.5 tokens.
      const even = [
        { kind: 'cash', amount: 1, weight: 1 },
        { kind: 'tokens', amount: 1, weight: 1 },
      ];
      expect(issues({ spin_cost: 1, prizes: even })).toHaveLength(1);
    });

    it("values tokens at the file's token_value, and accepts a player edge only when asked", () => {
      // At 0.01 cash a token, 2.01 back against a cost of 0.01; at 1,000 a token, 952 back against 1,000.
      expect(issues({ ...GENEROUS, token_value: 0.01 })).toHaveLength(1);
      expect(issues({ ...GENEROUS, token_value: 1_000 })).toBeUndefined();
      expect(issues({ ...GENEROUS, allow_player_edge: true })).toBeUndefined();
      expect(issues({ ...GENEROUS, allow_player_edge: false })).toHaveLength(1);
    });

    it('wagers reward cash 35 times by default, and takes 0 (plain cash) to 100', () => {
      expect(of(null).reward_turnover_multiplier).toBe(35);
      expect(of({ reward_turnover_multiplier: 0 }).reward_turnover_multiplier).toBe(0);
      expect(CheckedEngagementSection.safeParse({ reward_turnover_multiplier: 100 }).success).toBe(true);
      expect(CheckedEngagementSection.safeParse({ reward_turnover_multiplier: 1.5 }).success).toBe(false);
      expect(CheckedEngagementSection.safeParse({ reward_turnover_multiplier: -1 }).success).toBe(false);
    });
  });

  describe('the bonus rules', () => {
    it('fill what a file leaves out from the defaults, weight by weight', () => {
      const rules = of({ bonus: { max_stake: 10, category_weights: { crash: 0 } } }).bonus;
      expect(rules.max_stake).toBe(10);
      // Left out, the maximum stake is a few dollars' worth in the tenant's own currency (the platform's rates).
      expect(of(null).bonus.max_stake).toBeNull();
      expect(rules.stake_order).toBe('cash_first');
      expect(rules.category_weights.crash).toBe(0);
      expect(rules.category_weights.slot_game).toBe(100);
      expect(of({ bonus: { reward_max_conversion: null } }).bonus.reward_max_conversion).toBeNull();
    });

    it('weigh a game by its own entry first, then its category; an unlisted category counts fully', () => {
      const rules = of(null).bonus;
      const game = (provider_code: string, game_code: string, game_type: string) => ({
        provider_code,
        game_code,
        game_type,
      });
      expect(bonusWeightOf(rules, game('DEMO', 'dice-duel', 'arcade'))).toBe(0);
      expect(bonusWeightOf(rules, game('SPRIBE', 'plinko-drop', 'arcade'))).toBe(5);
      expect(bonusWeightOf(rules, game('DEMO', 'lucky-sevens', 'slot_game'))).toBe(100);
      expect(bonusWeightOf(rules, game('X', 'y', 'hot'))).toBe(100);
    });

    it('refuse weights outside 0 to 100 and game keys not written PROVIDER:code', () => {
      expect(CheckedEngagementSection.safeParse({ bonus: { category_weights: { slot_game: 101 } } }).success).toBe(
        false,
      );
      expect(CheckedEngagementSection.safeParse({ bonus: { game_weights: { 'demo:x': 5 } } }).success).toBe(false);
      expect(CheckedEngagementSection.safeParse({ bonus: { game_weights: { 'DEMO:x': 5 } } }).success).toBe(true);
    });
  });
});
