import { describe, expect, it } from 'vitest';
import { bonusWeightOf, CheckedEngagementSection, DEFAULT_ENGAGEMENT, engagementOf } from './engagement-file';

describe('the engagement section', () => {
  it('fills every part a tenant leaves out from the defaults', () => {
    expect(engagementOf(null)).toEqual(DEFAULT_ENGAGEMENT);
    const own = engagementOf({ show_referral: false, welcome: { tokens: 0, cash: 10 } });
    expect(own.show_referral).toBe(false);
    expect(own.welcome).toEqual({ tokens: 0, cash: 10 });
    expect(own.promotions).toBe(DEFAULT_ENGAGEMENT.promotions);
  });

  it('accepts the defaults as a file section', () => {
    expect(CheckedEngagementSection.safeParse(DEFAULT_ENGAGEMENT).success).toBe(true);
  });

  it('holds referral rewards for 1 times the deposit and no days by default, also for terms that leave them out', () => {
    expect(engagementOf(null).referral).toMatchObject({ wager_multiplier: 1, hold_days: null });
    const own = engagementOf({ referral: { reward_percent: 5, max_reward: 50, hold_days: 7 } }).referral;
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
      expect(engagementOf(null).reward_turnover_multiplier).toBe(35);
      expect(engagementOf({ reward_turnover_multiplier: 0 }).reward_turnover_multiplier).toBe(0);
      expect(CheckedEngagementSection.safeParse({ reward_turnover_multiplier: 100 }).success).toBe(true);
      expect(CheckedEngagementSection.safeParse({ reward_turnover_multiplier: 1.5 }).success).toBe(false);
      expect(CheckedEngagementSection.safeParse({ reward_turnover_multiplier: -1 }).success).toBe(false);
    });
  });

  describe('the bonus rules', () => {
    it('fill what a file leaves out from the defaults, weight by weight', () => {
      const rules = engagementOf({ bonus: { max_stake: 10, category_weights: { crash: 0 } } }).bonus;
      expect(rules.max_stake).toBe(10);
      // Left out, the maximum stake is a few dollars' worth in the tenant's own currency (the platform's rates).
      expect(engagementOf(null).bonus.max_stake).toBeNull();
      expect(rules.stake_order).toBe('cash_first');
      expect(rules.category_weights.crash).toBe(0);
      expect(rules.category_weights.slot_game).toBe(100);
      expect(engagementOf({ bonus: { reward_max_conversion: null } }).bonus.reward_max_conversion).toBeNull();
    });

    it('weigh a game by its own entry first, then its category; an unlisted category counts fully', () => {
      const rules = engagementOf(null).bonus;
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
