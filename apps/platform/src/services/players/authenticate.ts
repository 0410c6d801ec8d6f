import type { Db } from '../../db/client';
import { sessionExpired, statusRefusal } from './refusals';
import { findLiveSession, keepAlive } from './sessions';

export type Caller = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/**
 * The step every call with `auth: true` goes through. The token must belong to a live session of the player the
 * body names, on the site the BFF names in x-felt-domain (a session of one tenant is useless on another); a
 * blocked or closed account answers its own message, which forces the logout.
 */
export async function authenticate(
  db: Db,
  now: Date,
  body: { account_id: string; auth: string },
  domain: string | undefined,
): Promise<Caller> {
  const found = await findLiveSession(db, body.auth, now);
  if (!found || found.player.account_key !== body.account_id.toLowerCase()) throw sessionExpired();
  if (domain !== undefined && domain.trim().toLowerCase() !== found.tenant.domain_name) throw sessionExpired();
  const refusal = statusRefusal(found.player.status);
  if (refusal) throw found.player.status === 'PENDING' ? sessionExpired() : refusal;
  return { ...found, session: await keepAlive(db, found.session, now) };
}
