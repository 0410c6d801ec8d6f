import { randomUUID } from 'node:crypto';

// One id per player request, passed to the platform on every call the request makes and logged by both
// (REQUEST_ID_HEADER in the contract). A browser's own id is never taken: only the operator's load balancer,
// when its hops are trusted (FELT_TRUSTED_PROXY_HOPS), may name it.

export const REQUEST_ID = 'x-request-id';
const PLAIN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * @param {string | string[] | undefined} given the request's x-request-id header
 * @param {number} trustedHops proxies of the operator in front of this server
 * @returns {string}
 */
export function requestId(given, trustedHops) {
  return trustedHops > 0 && typeof given === 'string' && PLAIN.test(given) ? given : randomUUID();
}
