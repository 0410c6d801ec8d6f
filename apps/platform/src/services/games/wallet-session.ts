import type { Db } from '../../db/client';
import { gameSessionByToken } from '../../db/queries/game-sessions';
import { sessionExpired, statusRefusal } from '../players/refusals';
import { tokenHash } from '../players/sessions';

type GameSession = NonNullable<Awaited<ReturnType<typeof gameSessionByToken>>>;

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
