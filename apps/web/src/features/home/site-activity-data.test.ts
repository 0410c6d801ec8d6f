import { SITE_ACTIVITY } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { type SiteActivityData, visibleActivity } from './site-activity-data';

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
const movement = (i: number) => ({ account_id: `de***0${i}`, amount: 150 + i, created_at: '2026-11-23T10:00:00Z' });
const rows = (n: number) => Array.from({ length: n }, (_, i) => movement(i));
const wins = (n: number) => rows(n).map((row, i) => ({ ...row, game_name: `Game ${i}` }));
/** The operator's minimums as the platform names them. */
const from = { players: 50, paid_out: 5_000, rows: 3 };

describe('visibleActivity', () => {
  it('shows nothing when the platform answered nothing or only zeros', () => {
    expect(visibleActivity(data({}))).toBeNull();
    expect(visibleActivity(data({ statistics: quiet }))).toBeNull();
    expect(
      visibleActivity(data({ statistics: { ...quiet, shown_from: { players: 0, paid_out: 0, rows: 0 } } })),
    ).toBeNull();
  });

  it('shows nothing for a quiet site: one player, no payout, a single deposit', () => {
    const lonely = { ...quiet, registered_player: 1, deposited_player: 1, shown_from: from };
    expect(visibleActivity(data({ statistics: lonely, deposits: rows(1) }))).toBeNull();
    // Just below every minimum is still nothing.
    const almost = {
      ...quiet,
      registered_player: 49,
      active_player: 49,
      deposited_player: 49,
      hour_withdrawal: 4_999.99,
      winner: wins(2),
      withrawal: rows(2),
      shown_from: from,
    };
    expect(visibleActivity(data({ statistics: almost, deposits: rows(2), withdrawals: rows(2) }))).toBeNull();
  });

  it('shows each figure and list from its minimum up, and leaves out the rest', () => {
    const busy = {
      ...quiet,
      registered_player: 320,
      active_player: 12,
      deposited_player: 50,
      hour_withdrawal: 4_000,
      winner: wins(10),
      withrawal: rows(2),
      shown_from: from,
    };
    const visible = visibleActivity(data({ statistics: busy, deposits: rows(3), withdrawals: rows(1) }));
    expect(visible).toEqual({
      registered: 320,
      active: undefined,
      deposited: 50,
      paidOut: undefined,
      winners: wins(SITE_ACTIVITY.shownRows),
      largestWithdrawals: [],
      deposits: rows(3),
      withdrawals: [],
    });
    // The payout alone, once it reaches the minimum, is a section.
    const paid = visibleActivity(data({ statistics: { ...quiet, hour_withdrawal: 5_000, shown_from: from } }));
    expect(paid).toMatchObject({ paidOut: 5_000, winners: [], deposits: [] });
  });

  it("takes an operator's minimum of zero as: anything above zero", () => {
    const open = { players: 0, paid_out: 0, rows: 0 };
    const visible = visibleActivity(data({ statistics: { ...quiet, registered_player: 1, shown_from: open } }));
    expect(visible).toMatchObject({ registered: 1, active: undefined, paidOut: undefined });
    const oneRow = { players: 0, paid_out: 0, rows: 1 };
    expect(
      visibleActivity(data({ statistics: { ...quiet, shown_from: oneRow }, deposits: rows(1) }))?.deposits,
    ).toEqual(rows(1));
  });

  it("applies the site's own minimums when the platform names none, and shows any payout then", () => {
    const below = { ...quiet, registered_player: SITE_ACTIVITY.minPlayers - 1, hour_withdrawal: 0.5 };
    expect(visibleActivity(data({ statistics: below }))).toMatchObject({ registered: undefined, paidOut: 0.5 });
    const at = { ...quiet, registered_player: SITE_ACTIVITY.minPlayers };
    expect(visibleActivity(data({ statistics: at }))?.registered).toBe(SITE_ACTIVITY.minPlayers);
    // Without statistics at all the latest payments still need the default number of lines.
    expect(visibleActivity(data({ deposits: rows(SITE_ACTIVITY.minRows - 1) }))).toBeNull();
    expect(visibleActivity(data({ deposits: rows(SITE_ACTIVITY.minRows) }))?.deposits).toHaveLength(
      SITE_ACTIVITY.minRows,
    );
  });

  it('shows the latest lines of a long list, not all of them', () => {
    const visible = visibleActivity(data({ deposits: rows(10) }));
    expect(visible?.deposits).toEqual(rows(SITE_ACTIVITY.shownRows));
  });
});
