import { BONUS_MAX_STAKE_USD, type BonusRules, DEFAULT_ENGAGEMENT, DEFAULT_TOKEN_VALUE } from '@felt/contract/operator';
import { describe, expect, it } from 'vitest';
import { BonusWalletModel } from '../../test/bonus-model';
import {
  bonusOptions,
  type Option,
  PLAYS,
  type Play,
  SLOT_RETURN,
  seeded,
  stakesUnder,
} from '../../test/farming-games';
import { drawPrize } from './minigame-odds';

// A seeded Monte-Carlo of bonus farming under the default engagement (docs/decisions/0048-bonus-wallet.md): for
// every default reward, a farmer earns it the cheapest way, then plays it out with every strategy the rules allow
// (each game weight on the engine that plays it, its safest and its wildest bet, the smallest and the largest stake
// allowed) and withdraws all he can. The best strategy's expected value must be negative: no default reward is a
// profit. Amounts in minor units of a two-decimal currency; figures are printed in major units.

const E = DEFAULT_ENGAGEMENT;
const RULES = E.bonus as BonusRules;
/** In US dollars, the currency the figures are worked in. */
const MAX_STAKE = Math.round((RULES.max_stake ?? BONUS_MAX_STAKE_USD) * 100);
/** Minimum deposit (and withdrawal) of the default payment methods in USD: 5.00. */
const MIN_DEPOSIT = 500;
/** Bets simulated per strategy: enough runs for a steady mean, short enough for the unit suite. */
const BET_BUDGET = 500_000;

type Strategy = { label: string; option: Option; play: Play; stake: number };

function strategies(): Strategy[] {
  const { min, max } = stakesUnder(MAX_STAKE);
  const all: Strategy[] = [];
  for (const option of bonusOptions(RULES)) {
    const plays = PLAYS[option.engine];
    for (const play of new Set([plays.safest, plays.wildest])) {
      for (const stake of new Set([min, max])) {
        all.push({
          label: `${option.where} (${option.weightBp / 100} %), ${play.label}, stake ${stake}`,
          option,
          play,
          stake,
        });
      }
    }
  }
  return all;
}

/** Plays an active bonus out with one strategy: until it is released or lost (or the bets run out). */
function playOut(wallet: BonusWalletModel, s: Strategy, random: () => number, budget: { bets: number }) {
  while (wallet.active && budget.bets > 0) {
    const stake = Math.min(s.stake, wallet.cash + wallet.bonus);
    if (stake <= 0) break;
    budget.bets--;
    wallet.play(stake, s.option.weightBp, (staked) => s.play.win(staked, random));
  }
}

/** Stakes `turnover` with no bonus active, on the cheapest bet there is (dice under 98) at 50.00. */
function stakeCheaply(wallet: BonusWalletModel, turnover: number, random: () => number) {
  let left = turnover;
  while (left > 0 && wallet.cash > 0) {
    const stake = Math.min(5_000, wallet.cash, left);
    left -= stake;
    wallet.play(stake, 0, (staked) => PLAYS.dice.safest.win(staked, random));
  }
}

/** What a reward costs to earn before it is paid, and the bonus grants it pays; its own model per run. */
type Reward = { name: string; run: (s: Strategy, random: () => number, budget: { bets: number }) => number };

function grantOf(amount: number, multiple: number, reward: boolean) {
  const conversion = reward ? RULES.reward_max_conversion : RULES.max_conversion;
  return {
    amount,
    multiple,
    cap: conversion === null ? null : Math.floor(amount * conversion),
    maxStake: MAX_STAKE,
    cashFirst: RULES.stake_order === 'cash_first',
    winningsLocked: RULES.forfeit_winnings,
  };
}

/** A deposit bonus: deposit, claim, play it out, withdraw what is free; the result less the deposit. */
function depositBonus(code: string, deposit: number): Reward {
  const offer = E.promotions.find((p) => p.code === code);
  if (!offer) throw new Error(code);
  const bonus = Math.min(Math.floor((deposit * offer.bonus_percent) / 100), offer.max_bonus * 100);
  return {
    name: `${code} on a deposit of ${deposit / 100}`,
    run: (s, random, budget) => {
      const wallet = new BonusWalletModel();
      wallet.deposit(deposit, RULES.deposit_turnover_multiplier);
      wallet.grant(grantOf(bonus, offer.turnover_multiplier, false));
      playOut(wallet, s, random, budget);
      return wallet.withdrawAll() - deposit;
    },
  };
}

/** Reward cash won with no money of the player's at stake: play it out, then a minimum deposit to withdraw it. */
function freeBonus(
  wallet: BonusWalletModel,
  amount: number,
  s: Strategy,
  random: () => number,
  budget: { bets: number },
) {
  if (amount <= 0) return 0;
  wallet.grant(grantOf(amount, E.reward_turnover_multiplier, true));
  playOut(wallet, s, random, budget);
  const won = wallet.cash;
  if (won <= 0) return 0;
  // A withdrawal needs a deposited balance of at least the minimum, staked once: the cheapest top-up.
  const topUp = Math.max(0, MIN_DEPOSIT - won);
  wallet.deposit(topUp, RULES.deposit_turnover_multiplier);
  stakeCheaply(wallet, wallet.depositLeft, random);
  return wallet.withdrawAll() - topUp;
}

/** Cash from spinning `tokens` (and every token they win) on the default wheel, in minor units. */
function spinAll(tokens: number, random: () => number): number[] {
  const prizes = E.minigame.prizes;
  const cash: number[] = [];
  for (let left = tokens; left >= E.minigame.spin_cost; ) {
    left -= E.minigame.spin_cost;
    const prize = prizes[drawPrize(prizes, (max) => Math.floor(random() * max))];
    if (prize?.kind === 'tokens') left += prize.amount;
    if (prize?.kind === 'cash') cash.push(Math.round(prize.amount * 100));
  }
  return cash;
}

/** Tokens a reward pays, after `cost` of the player's own money staked to earn them; spun, played out, withdrawn. */
function tokenReward(name: string, tokens: number, turnover: number, deposit: number): Reward {
  return {
    name,
    run: (s, random, budget) => {
      const wallet = new BonusWalletModel();
      let net = 0;
      if (deposit > 0) {
        wallet.deposit(deposit, RULES.deposit_turnover_multiplier);
        stakeCheaply(wallet, Math.max(turnover, wallet.depositLeft), random);
        net += wallet.withdrawAll() - deposit;
      }
      const cash = spinAll(tokens, random).reduce((sum, amount) => sum + amount, 0);
      // The wheel's cash is reward bonus money; its value is counted against the tokens' own (DEFAULT_TOKEN_VALUE).
      return net + freeBonus(wallet, cash, s, random, budget) - tokens * DEFAULT_TOKEN_VALUE * 100;
    },
  };
}

const REWARDS: Reward[] = [
  depositBonus('welcome-bonus', 2_000),
  depositBonus('welcome-bonus', 50_000),
  depositBonus('reload-bonus', 5_000),
  depositBonus('reload-bonus', 80_000),
  {
    // The referrer's own friend deposits the most that earns the most, stakes it as the release asks, withdraws.
    name: 'referral',
    run: (s, random, budget) => {
      const { reward_percent, max_reward, wager_multiplier } = E.referral;
      const deposit = Math.round((max_reward * 100 * 100) / reward_percent);
      // The release counts the friend's stake by its bonus weight, so the cheapest way is the slot, counted in full;
      // a fixed stake loses the slot's edge on average, taken exactly here (the friend's luck is not the reward's).
      const staked = Math.max(deposit * wager_multiplier, deposit * RULES.deposit_turnover_multiplier);
      const friendNet = -staked * (1 - SLOT_RETURN);
      const reward = Math.min(Math.floor((deposit * reward_percent) / 100), max_reward * 100);
      return friendNet + freeBonus(new BonusWalletModel(), reward, s, random, budget);
    },
  },
  ...E.missions.map(
    (mission): Reward => ({
      name: `mission ${mission.code}`,
      run: (s, random, budget) => {
        // What the mission asks, staked and deposited the cheapest way, withdrawn before the reward is claimed.
        const turnover = mission.kind === 'turnover' ? mission.target * 100 : 0;
        const rounds = mission.kind === 'rounds' ? mission.target : 0;
        const deposit = Math.max(MIN_DEPOSIT, turnover);
        const wallet = new BonusWalletModel();
        wallet.deposit(deposit, RULES.deposit_turnover_multiplier);
        for (let i = 0; i < rounds; i++) wallet.play(10, 0, (staked) => PLAYS.dice.safest.win(staked, random));
        stakeCheaply(wallet, Math.max(turnover, wallet.depositLeft), random);
        const net = wallet.withdrawAll() - deposit;
        if (mission.reward_kind === 'cash') return net + freeBonus(wallet, mission.reward * 100, s, random, budget);
        const cash = spinAll(mission.reward, random).reduce((sum, amount) => sum + amount, 0);
        return net + freeBonus(wallet, cash, s, random, budget) - mission.reward * DEFAULT_TOKEN_VALUE * 100;
      },
    }),
  ),
  tokenReward(`welcome gift of ${E.welcome.tokens} tokens`, E.welcome.tokens, 0, 0),
  ...E.vip_levels
    .filter((level) => level.level_up_tokens > 0)
    .map((level) =>
      tokenReward(`VIP ${level.vip_name}`, level.level_up_tokens, level.turnover * 100, level.deposit * 100),
    ),
];

/** The mean and its standard error of one reward under one strategy, over as many runs as the budget allows. */
function evaluate(reward: Reward, s: Strategy, seed: number) {
  const random = seeded(seed);
  const budget = { bets: BET_BUDGET };
  const results: number[] = [];
  while (results.length < 2_000 && (budget.bets > 0 || results.length < 20)) {
    results.push(reward.run(s, random, budget.bets > 0 ? budget : { bets: 1_000_000 }));
  }
  const mean = results.reduce((sum, x) => sum + x, 0) / results.length;
  const variance = results.reduce((sum, x) => sum + (x - mean) ** 2, 0) / Math.max(1, results.length - 1);
  return { mean, se: Math.sqrt(variance / results.length), runs: results.length };
}

describe('bonus farming under the default rewards', () => {
  const all = strategies();

  it('plays every game weight on its engine, safest and wildest bets, smallest and largest stakes', () => {
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all.some((s) => s.option.engine === 'slot' && s.option.weightBp === 10_000)).toBe(true);
  });

  it.each(REWARDS.map((reward) => [reward.name, reward] as const))(
    'leaves %s worth less than nothing to the best farmer',
    (_name, reward) => {
      const results = all.map((s, i) => ({ s, ...evaluate(reward, s, 1_000 + i) }));
      const best = results.reduce((a, b) => (b.mean > a.mean ? b : a));
      const major = (minor: number) => (minor / 100).toFixed(2);
      console.info(
        `${reward.name}: best EV ${major(best.mean)} ± ${major(best.se)} (${best.runs} runs) with ${best.s.label}; ` +
          `worst ${major(Math.min(...results.map((r) => r.mean)))}`,
      );
      expect(best.mean).toBeLessThan(0);
    },
    120_000,
  );
});
