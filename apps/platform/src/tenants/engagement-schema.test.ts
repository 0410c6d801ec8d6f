import { describe, expect, it } from 'vitest';
import { CheckedEngagementSection, DEFAULT_ENGAGEMENT, engagementOf } from './engagement-schema';

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
});
