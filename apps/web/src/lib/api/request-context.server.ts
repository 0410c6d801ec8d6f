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
 * Headers for the platform. `next start` fills x-forwarded-for with the socket address when no proxy set
 * it; x-felt-domain names the tenant, so the platform refuses a session of another tenant (decision 0005).
 */
export function upstreamHeaders(request: Request, domain?: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const forwarded = request.headers.get('x-forwarded-for');
  const agent = request.headers.get('user-agent');
  if (forwarded) headers['x-forwarded-for'] = forwarded;
  if (agent) headers['user-agent'] = agent;
  if (domain) headers['x-felt-domain'] = domain;
  return headers;
}
