import { ERROR_KEYS, STATUS } from '@felt/contract';
import type { Db } from '../../db/client';
import { protectionRowOf } from '../../db/queries/protection';
import { refuse } from '../players/refusals';
import { exclusionAt, selfExcluded } from './exclusion';
import { limitsInForce } from './limits';
import { usageOf } from './usage';

// Enforced when a game is launched, not per bet: bets go through the wallet_move SQL function, which the
// provider calls with no login session to measure. So a player who reached a loss limit, is excluded, or has
// played past the session limit cannot open a game; a game already open plays on until its session ends.

type Play = { player: { id: number }; session: { created_at: Date }; now: Date };

/** Refuses a launch: selfExcluded, sessionLimitReached (this login is older than the limit) or lossLimitReached. */
export async function checkPlay(db: Db, { player, session, now }: Play): Promise<void> {
  const protection = await protectionRowOf(db, player.id);
  if (exclusionAt(protection, now)) throw selfExcluded();
  const minutes = protection?.session_limit_minutes ?? null;
  if (minutes !== null && now.getTime() - session.created_at.getTime() >= minutes * 60_000) {
    throw refuse(STATUS.forbidden, ERROR_KEYS.sessionLimitReached);
  }
  const limits = (await limitsInForce(db, player.id, now)).filter(
    (row) => row.kind === 'loss' && row.amount_minor !== null,
  );
  if (limits.length === 0) return;
  const lost = (await usageOf(db, player.id, now, ['loss'])).loss;
  if (limits.some((row) => lost[row.period] >= (row.amount_minor ?? Number.POSITIVE_INFINITY))) {
    throw refuse(STATUS.forbidden, ERROR_KEYS.lossLimitReached);
  }
}
