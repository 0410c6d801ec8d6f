import { createHash, randomBytes } from 'node:crypto';
import { SESSION_RULES } from '@felt/contract';
import type { Db } from '../../db/client';
import {
  insertSession,
  type LiveSessionRow,
  sessionByTokenHash,
  sessionWithProfileByTokenHash,
  touchSession,
} from '../../db/queries/sessions';

// Session tokens: 256 random bits handed out once; the database keeps only their SHA-256.

/** Refreshing last_seen_at on every call would write on every read: once a minute is enough for a 7-day expiry. */
const TOUCH_AFTER_MS = 60 * 1000;

export type ClientInfo = { ip: string; userAgent: string };

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The earlier of the idle expiry and the absolute cap. */
function expiryOf(createdAt: Date, lastSeenAt: Date): Date {
  return new Date(
    Math.min(lastSeenAt.getTime() + SESSION_RULES.idleMs, createdAt.getTime() + SESSION_RULES.absoluteMs),
  );
}

/** Opens a session and returns its token, the only time the token exists outside the player's cookie. */
export async function openSession(db: Db, playerId: number, client: ClientInfo, now: Date): Promise<string> {
  const token = randomBytes(SESSION_RULES.tokenBytes).toString('base64url');
  await insertSession(db, {
    public_id: randomBytes(8).toString('hex'),
    player_id: playerId,
    token_hash: tokenHash(token),
    created_at: now,
    last_seen_at: now,
    expires_at: expiryOf(now, now),
    user_agent: client.userAgent,
    ip: client.ip,
  });
  return token;
}

const isLive = (session: LiveSessionRow, now: Date) => !session.revoked_at && session.expires_at > now;

/** The session of a token with its player and tenant, when it is neither revoked nor expired. */
export async function findLiveSession(db: Db, token: string, now: Date) {
  const found = await sessionByTokenHash(db, tokenHash(token));
  return found && isLive(found.session, now) ? found : undefined;
}

/** The same with the player's profile. */
export async function findLiveSessionWithProfile(db: Db, token: string, now: Date) {
  const found = await sessionWithProfileByTokenHash(db, tokenHash(token));
  return found && isLive(found.session, now) ? found : undefined;
}

/** Slides the idle expiry forward after a use (at most once a minute); the absolute cap never moves. */
export async function keepAlive<S extends LiveSessionRow>(db: Db, session: S, now: Date): Promise<S> {
  if (now.getTime() - session.last_seen_at.getTime() < TOUCH_AFTER_MS) return session;
  const expires = expiryOf(session.created_at, now);
  await touchSession(db, session.id, now, expires);
  return { ...session, last_seen_at: now, expires_at: expires };
}
