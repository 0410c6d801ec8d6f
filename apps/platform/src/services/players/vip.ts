import type { VipNextLevel } from '@felt/contract';
import type { EngagementSection } from '@felt/contract/operator';
import type { z } from 'zod';
import { engagementFor } from '../engagement/defaults';
import { toMajor, toMinor } from '../money';
import type { Caller } from './authenticate';

type Level = { vip_name: string; min_deposit_minor: number; min_turnover_minor: number };

/** A tenant's ladder (its file's or the default one) in minor units of its currency. */
export function ladderOf(tenant: { engagement: EngagementSection | null; currency: string }): Level[] {
  return engagementFor(tenant).vip_levels.map((level) => ({
    vip_name: level.vip_name,
    min_deposit_minor: toMinor(level.deposit, tenant.currency),
    min_turnover_minor: toMinor(level.turnover, tenant.currency),
  }));
}

/** The position of the highest level whose deposit and turnover thresholds are both met; 0 when none is. */
export function levelIndex(ladder: Level[], totals: { deposit_minor: number; turnover_minor: number }): number {
  let index = 0;
  ladder.forEach((level, i) => {
    if (totals.deposit_minor >= level.min_deposit_minor && totals.turnover_minor >= level.min_turnover_minor) index = i;
  });
  return index;
}

/**
 * The current level is the highest whose deposit and turnover thresholds are both met (the first when none is);
 * the next is the one above it, or the current one at the top. Amounts in major units.
 */
export function vipProgress(
  ladder: Level[],
  totals: { deposit_minor: number; turnover_minor: number },
  currency: string,
): z.infer<typeof VipNextLevel> {
  const index = levelIndex(ladder, totals);
  const current = ladder[index]!;
  const next = ladder[index + 1] ?? current;
  const major = (minor: number) => toMajor(minor, currency);
  return {
    vip_name: current.vip_name,
    vip_name_next: next.vip_name,
    starting_deposit: major(current.min_deposit_minor),
    starting_turnover: major(current.min_turnover_minor),
    deposit_next: major(next.min_deposit_minor),
    turnover_next: major(next.min_turnover_minor),
    cycle_deposit: major(totals.deposit_minor),
    cycle_turnover: major(totals.turnover_minor),
  };
}

export function vip(caller: Caller): z.infer<typeof VipNextLevel> {
  const { tenant, player } = caller;
  const ladder = ladderOf(tenant);
  const totals = { deposit_minor: player.total_deposit_minor, turnover_minor: player.total_turnover_minor };
  return vipProgress(ladder, totals, tenant.currency);
}
