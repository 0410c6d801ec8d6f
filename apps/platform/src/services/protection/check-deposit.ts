import { ERROR_KEYS } from '@felt/contract';
import type { Db } from '../../db/client';
import { protectionRowOf } from '../../db/queries/protection';
import { badRequest } from '../players/refusals';
import { exclusionAt, selfExcluded } from './exclusion';
import { limitsInForce } from './limits';
import { usageOf } from './usage';

/**
 * Refuses a deposit of `amountMinor` by an excluded player (selfExcluded), or one that would take the deposits of
 * any period past a limit in force (depositLimitReached). Called by the payments service before it records one.
 */
export async function checkDeposit(
  db: Db,
  { player, amountMinor, now }: { player: { id: number }; tenant: { id: number }; amountMinor: number; now: Date },
): Promise<void> {
  if (exclusionAt(await protectionRowOf(db, player.id), now)) throw selfExcluded();
  const limits = (await limitsInForce(db, player.id, now)).filter(
    (row) => row.kind === 'deposit' && row.amount_minor !== null,
  );
  if (limits.length === 0) return;
  const used = (await usageOf(db, player.id, now, ['deposit'])).deposit;
  if (limits.some((row) => used[row.period] + amountMinor > (row.amount_minor ?? Number.POSITIVE_INFINITY))) {
    throw badRequest(ERROR_KEYS.depositLimitReached);
  }
}
