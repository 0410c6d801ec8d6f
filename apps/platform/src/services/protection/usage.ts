import { LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@felt/contract';
import type { Db } from '../../db/client';
import { depositedSince, playNetSince } from '../../db/queries/protection';
import { periodStart } from './periods';

// What each limit is measured against in its current period, in minor units.

export type Usage = Record<LimitKind, Record<LimitPeriod, number>>;

const perPeriod = (values: number[]) =>
  Object.fromEntries(LIMIT_PERIODS.map((period, i) => [period, values[i] ?? 0])) as Record<LimitPeriod, number>;

/** Deposits (pending or approved) and net losses per period; only the kinds asked for are read. */
export async function usageOf(db: Db, playerId: number, now: Date, kinds: LimitKind[]): Promise<Usage> {
  const starts = LIMIT_PERIODS.map((period) => periodStart(period, now));
  const [deposited, net] = await Promise.all([
    kinds.includes('deposit') ? depositedSince(db, playerId, starts) : [],
    kinds.includes('loss') ? playNetSince(db, playerId, starts) : [],
  ]);
  // A net win is no loss: the loss used never goes below zero.
  return { deposit: perPeriod(deposited), loss: perPeriod(net.map((n) => Math.max(0, -n))) };
}
