import { describe, expect, it } from 'vitest';
import { hasActivity, type SiteActivityData } from './site-activity-data';

const quiet = {
  withrawal: [],
  winner: [],
  hour_withdrawal: 0,
  registered_player: 0,
  active_player: 0,
  deposited_player: 0,
};
const data = (overrides: Partial<SiteActivityData>): SiteActivityData => ({
  currency: 'PHP',
  statistics: null,
  deposits: [],
  withdrawals: [],
  ...overrides,
});

describe('hasActivity', () => {
  it('is false when the platform answered nothing or only zeros', () => {
    expect(hasActivity(data({}))).toBe(false);
    expect(hasActivity(data({ statistics: quiet }))).toBe(false);
  });

  it('is true with a player count, a payment or a win', () => {
    expect(hasActivity(data({ statistics: { ...quiet, registered_player: 3 } }))).toBe(true);
    const movement = { account_id: 'de***01', amount: 150, created_at: '2026-11-23T10:00:00Z' };
    expect(hasActivity(data({ deposits: [movement] }))).toBe(true);
    expect(hasActivity(data({ statistics: { ...quiet, winner: [{ ...movement, game_name: 'Dice' }] } }))).toBe(true);
  });
});
