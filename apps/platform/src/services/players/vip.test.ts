import { describe, expect, it } from 'vitest';
import { toMinor } from '../money';
import { ladderOf, vipProgress } from './vip';

const ladder = ladderOf({ engagement: null, currency: 'PHP' });
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
      deposit_next: 1000,
      turnover_next: 5000,
      cycle_deposit: 0,
      cycle_turnover: 0,
    });
  });

  it('needs both thresholds met to reach a level', () => {
    // The demo player: deposits reach Silver, turnover reaches Silver too.
    expect(vipProgress(ladder, totals(2500, 12000), 'PHP')).toMatchObject({
      vip_name: 'Silver',
      vip_name_next: 'Gold',
      cycle_deposit: 2500,
      cycle_turnover: 12000,
    });
    // Gold deposits but Silver turnover: still Silver.
    expect(vipProgress(ladder, totals(20000, 6000), 'PHP').vip_name).toBe('Silver');
  });

  it('names the top level as its own next level', () => {
    const top = vipProgress(ladder, totals(500000, 2000000), 'PHP');
    expect(top).toMatchObject({ vip_name: 'Diamond', vip_name_next: 'Diamond', deposit_next: 200000 });
  });

  it('reads amounts in the currency exponent', () => {
    const vnd = ladderOf({ engagement: null, currency: 'VND' });
    expect(vipProgress(vnd, { deposit_minor: 1000, turnover_minor: 5000 }, 'VND')).toMatchObject({
      vip_name: 'Silver',
      cycle_deposit: 1000,
    });
  });
});
