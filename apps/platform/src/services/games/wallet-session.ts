import { ERROR_KEYS, STATUS } from '@felt/contract';
import type { Db } from '../../db/client';
import { gameSessionByToken } from '../../db/queries/game-sessions';
import { refuse, sessionExpired, statusRefusal } from '../players/refusals';
import { tokenHash } from '../players/sessions';

export type GameSession = NonNullable<Awaited<ReturnType<typeof gameSessionByToken>>>;

/**
 * The game session a provider names by its token. `live` (authenticate, bet) also needs it unexpired and the
 * player in good standing; a win or a rollback settles what was already staked, so it needs neither.
 */
export async function gameSessionOf(
  db: Db,
  provider: string,
  token: string,
  now: Date,
  live: boolean,
): Promise<GameSession> {
  const found = await gameSessionByToken(db, provider, tokenHash(token));
  if (!found) throw sessionExpired();
  if (!live) return found;
  if (found.session.expires_at <= now) throw sessionExpired();
  const refusal = statusRefusal(found.player.status);
  if (refusal) throw refusal;
  return found;
}

/** Money moves in the currency the game was launched in, and no other. */
export function checkCurrency(found: GameSession, currency: string): void {
  if (currency !== found.session.currency) throw refuse(STATUS.badRequest, ERROR_KEYS.currencyMismatch);
}

/** A failure of the wallet's rules (not of the request's form). */
export const ruleRefusal = (message: (typeof ERROR_KEYS)[keyof typeof ERROR_KEYS]) =>
  refuse(STATUS.badRequest, message);
