// The player's address as this server sees it. A browser can write any X-Forwarded-For it likes, so the
// header is believed only for the hops the operator says are their own proxies (FELT_TRUSTED_PROXY_HOPS):
// with none, the socket's peer is the player; with n, the n-th address from the right of
// "<forwarded entries>, <socket peer>" is — everything left of it may be forged.

/** `::ffff:127.0.0.1` and `127.0.0.1` are the same caller. */
function plain(address) {
  const trimmed = (address ?? '').trim();
  return trimmed.startsWith('::ffff:') ? trimmed.slice(7) : trimmed;
}

/**
 * @param {string | undefined} socketAddress the TCP peer
 * @param {string | string[] | undefined} forwardedFor the request's X-Forwarded-For header(s)
 * @param {number} trustedHops how many proxies in front of this server belong to the operator
 * @returns {string} the address, or 'unknown'
 */
export function clientAddress(socketAddress, forwardedFor, trustedHops) {
  const socket = plain(socketAddress);
  if (!trustedHops) return socket || 'unknown';
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = [...header.split(',').map(plain).filter(Boolean), socket].filter(Boolean);
  const index = chain.length - 1 - trustedHops;
  return (chain[Math.max(index, 0)] ?? 'unknown').slice(0, 64);
}

/** FELT_TRUSTED_PROXY_HOPS as a whole number 0–10; anything else is a configuration error. */
export function trustedHopsOf(value) {
  if (value === undefined || value === '') return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`FELT_TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not "${value}"`);
  }
  return hops;
}
