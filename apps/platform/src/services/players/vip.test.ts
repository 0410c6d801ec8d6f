import { describe, expect, it } from 'vitest';
import { defaultsIn } from '../engagement/defaults';
import { toMinor } from '../money';
import { ladderOf, vipProgress } from './vip';

// The default ladder as a PHP site reads it (its thresholds are dollars' worth of pesos): each level is read
// from it, so the rules are checked whatever the rates are.
const ladder = ladderOf({ engagement: null, currency: 'PHP' });
const [, silver, gold, , diamond] = defaultsIn('PHP').vip_levels;
const totals = (deposit: number, turnover: number) => ({
  deposit_minor: toMinor(deposit, 'PHP'),
  turnover_minor: toMinor(turnover, 'PHP'),
});

describe('vipProgress', () => {
  it('starts at the first level with the second as the next', () => {
    expect(vipProgress(ladder, totals(0, 0), 'PHP')).toEqual({
      vip_name: 'Bronze',
      vip_name_next: 'Silver',
      starting_deposit: 0,
      starting_turnover: 0,
      deposit_next: silver?.deposit,
      turnover_next: silver?.turnover,
      cycle_deposit: 0,
      cycle_turnover: 0,
    });
  });

  it('needs both thresholds met to reach a level', () => {
    if (!silver || !gold) throw new Error('the default ladder has Silver and Gold');
    // Past Silver on both, short of Gold.
    const deposit = silver.deposit * 2;
    const turnover = silver.turnover * 2;
    expect(vipProgress(ladder, totals(deposit, turnover), 'PHP')).toMatchObject({
      vip_name: 'Silver',
      vip_name_next: 'Gold',
      cycle_deposit: deposit,
      cycle_turnover: turnover,
    });
    // Gold deposits but Silver turnover: still Silver.
    expect(vipProgress(ladder, totals(gold.deposit, silver.turnover), 'PHP').vip_name).toBe('Silver');
  });

  it('names the top level as its own next level', () => {
    if (!diamond) throw new Error('the default ladder has Diamond');
    const top = vipProgress(ladder, totals(diamond.deposit * 2, diamond.turnover * 2), 'PHP');
    expect(top).toMatchObject({ vip_name: 'Diamond', vip_name_next: 'Diamond', deposit_next: diamond.deposit });
  });

  it('reads amounts in the currency exponent', () => {
    const vnd = ladderOf({ engagement: null, currency: 'VND' });
    const [, first] = defaultsIn('VND').vip_levels;
    if (!first) throw new Error('the default ladder has a second level');
    expect(vipProgress(vnd, { deposit_minor: first.deposit, turnover_minor: first.turnover }, 'VND')).toMatchObject({
      vip_name: 'Silver',
      cycle_deposit: first.deposit,
    });
  });
});
