import type { VipNextLevel } from '@felt/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { vipLevelsOf } from '../../db/queries/vip';
import { toMajor, toMinor } from '../money';
import type { Caller } from './authenticate';

type Level = { vip_name: string; min_deposit_minor: number; min_turnover_minor: number };

/** The ladder of a tenant that has none of its own, in major units of deposit and turnover. */
export const DEFAULT_VIP_LEVELS = [
  { vip_name: 'Bronze', deposit: 0, turnover: 0 },
  { vip_name: 'Silver', deposit: 1_000, turnover: 5_000 },
  { vip_name: 'Gold', deposit: 10_000, turnover: 50_000 },
  { vip_name: 'Platinum', deposit: 50_000, turnover: 250_000 },
  { vip_name: 'Diamond', deposit: 200_000, turnover: 1_000_000 },
] as const;

async function ladderOf(db: Db, tenantId: number, currency: string): Promise<Level[]> {
  const own = await vipLevelsOf(db, tenantId);
  if (own.length) return own;
  return DEFAULT_VIP_LEVELS.map((l) => ({
    vip_name: l.vip_name,
    min_deposit_minor: toMinor(l.deposit, currency),
    min_turnover_minor: toMinor(l.turnover, currency),
  }));
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
  let index = 0;
  ladder.forEach((level, i) => {
    if (totals.deposit_minor >= level.min_deposit_minor && totals.turnover_minor >= level.min_turnover_minor) index = i;
  });
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

export async function vip(db: Db, caller: Caller): Promise<z.infer<typeof VipNextLevel>> {
  const { tenant, player } = caller;
  const ladder = await ladderOf(db, tenant.id, tenant.currency);
  const totals = { deposit_minor: player.total_deposit_minor, turnover_minor: player.total_turnover_minor };
  return vipProgress(ladder, totals, tenant.currency);
}
