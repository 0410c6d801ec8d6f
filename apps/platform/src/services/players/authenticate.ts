import type { Db } from '../../db/client';
import { sessionExpired, statusRefusal } from './refusals';
import { findLiveSession, findLiveSessionWithProfile, keepAlive } from './sessions';

export type Caller = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;
/** A caller with the player's profile columns (get_profile). */
export type ProfileCaller = NonNullable<Awaited<ReturnType<typeof findLiveSessionWithProfile>>>;

type Body = { account_id: string; auth: string };

/**
 * The step every call with `auth: true` goes through. The token must belong to a live session of the player the
 * body names, on the site the BFF names in x-felt-domain (a session of one tenant is useless on another); a
 * blocked or closed account answers its own message, which forces the logout.
 */
export function authenticate(db: Db, now: Date, body: Body, domain: string | undefined): Promise<Caller> {
  return checked(db, now, body, domain, findLiveSession(db, body.auth, now));
}

/** The same step for get_profile, whose lookup brings the profile along in the same round trip. */
export function authenticateWithProfile(
  db: Db,
  now: Date,
  body: Body,
  domain: string | undefined,
): Promise<ProfileCaller> {
  return checked(db, now, body, domain, findLiveSessionWithProfile(db, body.auth, now));
}

async function checked<C extends Caller>(
  db: Db,
  now: Date,
  body: Body,
  domain: string | undefined,
  lookup: Promise<C | undefined>,
): Promise<C> {
  const found = await lookup;
  if (!found || found.player.account_key !== body.account_id.toLowerCase()) throw sessionExpired();
  if (domain !== undefined && domain.trim().toLowerCase() !== found.tenant.domain_name) throw sessionExpired();
  const refusal = statusRefusal(found.player.status);
  if (refusal) throw found.player.status === 'PENDING' ? sessionExpired() : refusal;
  return { ...found, session: await keepAlive(db, found.session, now) };
}
