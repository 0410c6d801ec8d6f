import { ERROR_KEYS, type PlayerStatus, STATUS } from '@felt/contract';
import { Refusal } from '../../http/refusal';

// The refusals of the player calls, each with the status code and message key the browser acts on.

type Key = (typeof ERROR_KEYS)[keyof typeof ERROR_KEYS];

export const refuse = (statusCode: number, message: Key, retryAfter?: number) =>
  new Refusal({ statusCode, message, ...(retryAfter === undefined ? {} : { retry_after: retryAfter }) });

export const badRequest = (message: Key) => refuse(STATUS.badRequest, message);

/** The force-logout answer for a token that is missing, ended, or not this player's on this site. */
export const sessionExpired = () => refuse(STATUS.unauthorized, ERROR_KEYS.sessionExpired);

export const accountLocked = (retryAfter: number) =>
  refuse(STATUS.tooManyRequests, ERROR_KEYS.accountLocked, retryAfter);

/** BLOCK and CLOSE answer their own force-logout messages (SPEC 4); PENDING is not verified yet. */
export function statusRefusal(status: PlayerStatus): Refusal | null {
  if (status === 'BLOCK') return refuse(STATUS.forbidden, ERROR_KEYS.blocked);
  if (status === 'CLOSE') return refuse(STATUS.forbidden, ERROR_KEYS.closed);
  if (status === 'PENDING') return refuse(STATUS.forbidden, ERROR_KEYS.accountNotVerified);
  return null;
}
