import { REQUEST_ID_HEADER, WEB_TIER_HEADERS } from '@felt/contract/tables';
import { env } from '@/lib/env.server';

// What the BFF reads from the browser's request besides the body: where it came from, and the facts about
// the player the platform needs (its address for rate limits, its browser for the session list).

/** A state-changing request must come from a page of the same site (no cross-site form or fetch). */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin) {
    try {
      return new URL(origin).host === request.headers.get('host');
    } catch {
      return false;
    }
  }
  // No Origin: not a browser fetch, unless the browser says the request crossed sites.
  const site = request.headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}

/**
 * Headers for the platform. The player's address is the one the web server derived from the socket
 * (server/client-address.mjs), vouched for with the shared secret; the browser's own X-Forwarded-For is never
 * passed on. x-felt-domain names the tenant, so the platform refuses a session of another tenant (decision 0005).
 */
export function upstreamHeaders(request: Request, domain?: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const address = request.headers.get(WEB_TIER_HEADERS.clientAddress);
  const agent = request.headers.get('user-agent');
  if (env.FELT_WEB_SECRET && address) {
    headers[WEB_TIER_HEADERS.key] = env.FELT_WEB_SECRET;
    headers[WEB_TIER_HEADERS.clientAddress] = address;
  }
  if (agent) headers['user-agent'] = agent;
  // The web server's id of this request (server/request-id.mjs): the platform logs it beside its own line.
  const id = request.headers.get(REQUEST_ID_HEADER);
  if (id) headers[REQUEST_ID_HEADER] = id;
  if (domain) headers['x-felt-domain'] = domain;
  return headers;
}
