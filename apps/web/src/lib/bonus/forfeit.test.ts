import type { BonusWallet } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { forfeitOfAnswer, forfeitOfWallet, forfeitWording } from './forfeit';

const wallet = (over: Partial<BonusWallet> = {}): BonusWallet => ({
  balance: 120,
  active: true,
  wagering_left: 4000,
  max_stake: 2,
  expires_at: '2026-03-31T10:00:00.000Z',
  stake_order: 'cash_first',
  forfeit_winnings: true,
  at_stake: 150.5,
  deposit_turnover_left: 0,
  weights: {},
  bonuses: [],
  ...over,
});

describe('forfeitOfWallet', () => {
  it('names the bonus and the winnings won since it began when they go too', () => {
    expect(forfeitOfWallet(wallet())).toEqual({ bonus: 120, winnings: 30.5 });
  });

  it('names the bonus alone when the winnings stay, or none were made', () => {
    expect(forfeitOfWallet(wallet({ forfeit_winnings: false }))).toEqual({ bonus: 120, winnings: 0 });
    expect(forfeitOfWallet(wallet({ at_stake: 120 }))).toEqual({ bonus: 120, winnings: 0 });
  });

  it('is null without an active bonus or a wallet', () => {
    expect(forfeitOfWallet(wallet({ active: false }))).toBeNull();
    expect(forfeitOfWallet(null)).toBeNull();
  });
});

describe('forfeitOfAnswer', () => {
  it("reads bonusActive's params", () => {
    expect(forfeitOfAnswer({ message: 'bonusActive', params: { bonus: 80, winnings: 12.25 } })).toEqual({
      bonus: 80,
      winnings: 12.25,
    });
  });

  it('reads missing or odd params as nothing, and any other answer as no forfeit', () => {
    expect(forfeitOfAnswer({ message: 'bonusActive' })).toEqual({ bonus: 0, winnings: 0 });
    expect(forfeitOfAnswer({ message: 'bonusActive', params: { bonus: '80', winnings: -1 } })).toEqual({
      bonus: 0,
      winnings: 0,
    });
    expect(forfeitOfAnswer({ message: 'wageringIncomplete', params: { remaining: 10 } })).toBeNull();
  });
});

describe('forfeitWording', () => {
  it('speaks of the winnings only when some would go', () => {
    expect(forfeitWording({ bonus: 120, winnings: 30 })).toBe('withWinnings');
    expect(forfeitWording({ bonus: 120, winnings: 0 })).toBe('bonusOnly');
  });
});
