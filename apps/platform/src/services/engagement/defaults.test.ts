import { readFileSync } from 'node:fs';
import { DEFAULT_ENGAGEMENT, expectedReturn } from '@felt/contract/operator';
import { describe, expect, it } from 'vitest';
import { seedTenantFiles } from '../../seed/seed-demo';
import { defaultLimits, defaultMethods } from '../payments/default-methods';
import { defaultsIn, engagementFor } from './defaults';

// The engagement defaults in every demo site's currency: worded in dollars, read in round figures of the currency,
// and never at odds with the cashier the same site starts with.

const CURRENCIES = [
  ...new Set(
    seedTenantFiles().map(
      (path) => (JSON.parse(readFileSync(path, 'utf8')) as { site: { currency: string } }).site.currency,
    ),
  ),
].sort();

/** 1, 2 or 5 × a power of ten, as people set offers. */
const isRound = (amount: number) => /^[125]0*$/.test(String(amount)) || /^0\.0*[125]$/.test(String(amount));

describe('engagement defaults in each demo currency', () => {
  it('covers the demo currencies', () => {
    expect(CURRENCIES).toEqual(['CNY', 'EUR', 'IDR', 'MMK', 'MNT', 'MYR', 'NPR', 'PHP', 'RUB', 'USD', 'VND']);
  });

  it.each(CURRENCIES)(
    '%s: no promotion asks for less than the cashier takes, and its cap is a round figure',
    (code) => {
      const depositMin = Math.max(
        ...defaultMethods(code)
          .filter((method) => method.deposit)
          .map((method) => defaultLimits(code, method).min),
      );
      const { promotions } = engagementFor({ engagement: null, currency: code });
      expect(promotions.length).toBeGreaterThan(0);
      for (const offer of promotions) {
        expect(offer.min_deposit).toBeGreaterThanOrEqual(depositMin);
        expect(isRound(offer.max_bonus)).toBe(true);
        // A full bonus is reachable: its cap is more than the smallest deposit it takes, at its percentage.
        expect(offer.max_bonus).toBeGreaterThan((offer.min_deposit * offer.bonus_percent) / 100);
      }
    },
  );

  it.each(CURRENCIES)('%s: every reward, cap and threshold is a round figure of the currency', (code) => {
    const defaults = defaultsIn(code);
    const amounts = [
      defaults.referral.max_reward,
      ...defaults.vip_levels.flatMap((level) => [level.deposit, level.turnover]),
      ...defaults.missions.flatMap((m) => [
        ...(m.kind === 'turnover' ? [m.target] : []),
        ...(m.reward_kind === 'cash' ? [m.reward] : []),
      ]),
      defaults.minigame.token_value,
      defaults.activity.min_paid_out,
    ].filter((amount) => amount > 0);
    for (const amount of amounts) expect([code, amount, isRound(amount)]).toEqual([code, amount, true]);
  });

  it.each(CURRENCIES)("%s: the wheel's odds and its return are the default's", (code) => {
    const { minigame } = defaultsIn(code);
    const base = DEFAULT_ENGAGEMENT.minigame;
    const perSpin = (wheel: typeof minigame) => expectedReturn(wheel.prizes, wheel.token_value) / wheel.token_value;
    expect(perSpin(minigame)).toBeCloseTo(perSpin(base), 10);
    expect(perSpin(minigame)).toBeLessThan(minigame.spin_cost);
    expect(minigame.prizes.map((p) => p.weight)).toEqual(base.prizes.map((p) => p.weight));
  });

  it("keeps an operator's own parts as written", () => {
    const offer = { code: 'own', starts_at: null, ends_at: null, bonus_percent: 50 };
    const own = { promotions: [{ ...offer, max_bonus: 100, min_deposit: 20, turnover_multiplier: 10 }] };
    expect(engagementFor({ engagement: own, currency: 'IDR' }).promotions).toBe(own.promotions);
    expect(engagementFor({ engagement: null, currency: 'usd' }).promotions).toEqual(DEFAULT_ENGAGEMENT.promotions);
  });
});
