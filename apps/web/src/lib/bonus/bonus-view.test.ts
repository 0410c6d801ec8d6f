import type { Bonus, BonusWallet } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { bonusDate, bonusSummary, bonusWagering, joinNames, minus, panelKind, weightGroups } from './bonus-view';

const bonus = (over: Partial<Bonus> = {}): Bonus => ({
  source: 'promotion',
  code: 'welcome',
  state: 'active',
  amount: 100,
  wagering_required: 3500,
  wagering_done: 0,
  granted_at: '2026-03-01T10:00:00.000Z',
  expires_at: '2026-03-31T10:00:00.000Z',
  ...over,
});

const wallet = (over: Partial<BonusWallet> = {}): BonusWallet => ({
  balance: 0,
  active: false,
  wagering_left: 0,
  max_stake: null,
  expires_at: null,
  stake_order: 'cash_first',
  forfeit_winnings: true,
  at_stake: 0,
  deposit_turnover_left: 0,
  weights: {},
  bonuses: [],
  ...over,
});

describe('bonusSummary', () => {
  it('adds up the active bonuses and takes what is left from the wallet', () => {
    const summary = bonusSummary(
      wallet({
        balance: 120,
        active: true,
        wagering_left: 3000.1,
        max_stake: 2,
        expires_at: '2026-03-31T10:00:00.000Z',
        bonuses: [
          bonus({ source: 'spin', code: null, amount: 20, wagering_required: 700, wagering_done: 0 }),
          bonus({ amount: 100, wagering_required: 3500, wagering_done: 1199.9 }),
          bonus({ state: 'released', wagering_required: 9999, wagering_done: 9999 }),
        ],
      }),
    );
    expect(summary).toEqual({
      balance: 120,
      required: 4200,
      done: 1199.9,
      left: 3000.1,
      percent: (1199.9 / 4200) * 100,
      maxStake: 2,
      expiresAt: '2026-03-31T10:00:00.000Z',
    });
  });

  it('is null when no bonus is active and no bonus money is held', () => {
    expect(bonusSummary(wallet())).toBeNull();
    expect(bonusSummary(wallet({ bonuses: [bonus({ state: 'forfeited' })] }))).toBeNull();
  });

  it('never reads more done than owed, nor less than nothing', () => {
    const summary = bonusSummary(wallet({ active: true, balance: 5, wagering_left: 900, bonuses: [bonus()] }));
    expect(summary?.done).toBe(2600);
    const odd = bonusSummary(wallet({ active: true, balance: 5, wagering_left: 5000, bonuses: [bonus()] }));
    expect(odd?.done).toBe(0);
    expect(odd?.percent).toBe(0);
  });

  it('leaves the rules out when bonus money is held but no bonus is active', () => {
    const summary = bonusSummary(wallet({ balance: 3, max_stake: 2, expires_at: '2026-03-31T10:00:00.000Z' }));
    expect(summary).toMatchObject({ balance: 3, required: 0, percent: 100, maxStake: null, expiresAt: null });
  });
});

describe('bonusWagering', () => {
  it('caps the done part at the requirement', () => {
    expect(bonusWagering(bonus({ wagering_required: 700, wagering_done: 250.5 }))).toEqual({
      required: 700,
      done: 250.5,
      left: 449.5,
      percent: (250.5 / 700) * 100,
    });
    expect(bonusWagering(bonus({ wagering_required: 700, wagering_done: 800 })).left).toBe(0);
    expect(bonusWagering(bonus({ wagering_required: 0, wagering_done: 0 })).percent).toBe(100);
  });
});

describe('panelKind', () => {
  it('shows the panel while a bonus is held, the past alone once all are over, nothing for none ever', () => {
    expect(panelKind(wallet({ active: true, balance: 10, bonuses: [bonus()] }))).toBe('active');
    expect(panelKind(wallet({ bonuses: [bonus({ state: 'expired' })] }))).toBe('history');
    expect(panelKind(wallet())).toBe('none');
  });
});

describe('weightGroups', () => {
  const names = { slot_game: 'Slots', casino: 'Live casino', fishing: 'Fishing', arcade: 'Arcade', hash_game: 'Hash' };

  it('groups the categories by share, largest first, in the order the names come', () => {
    const weights = { hash_game: 0, casino: 10, arcade: 5, fishing: 100, slot_game: 100, unknown_kind: 50 };
    expect(weightGroups(weights, names)).toEqual([
      { percent: 100, categories: ['Slots', 'Fishing'] },
      { percent: 10, categories: ['Live casino'] },
      { percent: 5, categories: ['Arcade'] },
      { percent: 0, categories: ['Hash'] },
    ]);
  });

  it('is empty when the platform sends no weights', () => {
    expect(weightGroups({}, names)).toEqual([]);
  });
});

describe('minus, bonusDate and joinNames', () => {
  it('subtracts amounts to four decimals', () => {
    expect(minus(100.1, 100)).toBe(0.1);
  });

  it('writes a day in the page language', () => {
    const iso = '2026-03-31T10:00:00.000Z';
    expect(bonusDate(iso, 'en')).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso)));
    expect(bonusDate(iso, 'rus')).toBe(new Intl.DateTimeFormat('ru', { dateStyle: 'medium' }).format(new Date(iso)));
  });

  it('joins names the way the language lists things', () => {
    expect(joinNames(['Slots', 'Fishing', 'Bingo'], 'en')).toBe('Slots, Fishing, and Bingo');
    expect(joinNames(['Slots'], 'en')).toBe('Slots');
    expect(joinNames(['老虎机', '捕鱼'], 'cn')).toBe(
      new Intl.ListFormat('zh-CN', { type: 'conjunction' }).format(['老虎机', '捕鱼']),
    );
  });
});
