import { CALLS, ERROR_KEYS, logout, STATUS, type StartupAnswer } from '@felt/contract';
import type { MiddlewareHandler } from 'hono';
import type { StartupService } from '../services/startup';
import { jsonBodyOf } from './read-body';
import { Refusal } from './refusal';

// A site in its maintenance window, switched off, or past its expiry date still answers what the site needs to
// show itself (startup, content, lobbies), but refuses every call that changes something: logins, signups, codes,
// and every call of a session. Logout stays open: ending a session is always allowed.

const PLAYER_ENTRY = '/api/auth/';
const GATED = new Set<string>(
  [...CALLS.values()]
    .filter((call) => call.method === 'POST' && call.path !== logout.path)
    .filter((call) => call.auth || call.path.startsWith(PLAYER_ENTRY) || call.path === '/api/settings/adsvisit')
    .map((call) => call.path),
);

/** Why the site takes no state-changing calls now, or null when it is open. */
export function siteClosedReason(startup: StartupAnswer, now: Date): 'maintenance' | 'disabled' | 'expired' | null {
  if (startup.maintenance.is_maintenance) return 'maintenance';
  if (!startup.site.status) return 'disabled';
  const expires = startup.site.expired_date ? Date.parse(startup.site.expired_date) : Number.NaN;
  if (!Number.isNaN(expires) && expires <= now.getTime()) return 'expired';
  return null;
}

function domainOf(body: unknown): string | null {
  const domain = typeof body === 'object' && body !== null ? (body as { domain_name?: unknown }).domain_name : null;
  return typeof domain === 'string' ? domain.trim().toLowerCase() : null;
}

export function siteGate(startup: StartupService, now: () => Date): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !GATED.has(c.req.path)) return next();
    // The call itself checks the body; a body without a known domain is left to that check.
    const body = await jsonBodyOf(c);
    const domain = body.ok ? domainOf(body.value) : null;
    const answer = domain ? await startup.answer(domain).catch(() => null) : null;
    const reason = answer ? siteClosedReason(answer, now()) : null;
    if (reason) throw new Refusal({ statusCode: STATUS.forbidden, message: ERROR_KEYS.siteClosed });
    return next();
  };
}
