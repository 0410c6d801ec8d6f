import { CALLS, ERROR_KEYS, logout, STATUS, type StartupAnswer } from '@felt/contract';
import type { MiddlewareHandler } from 'hono';
import type { StartupService } from '../services/startup';
import { jsonBodyOf } from './read-body';
import { Refusal } from './refusal';

// A site in its maintenance window, switched off, or past its expiry date still answers what the site needs to
// show itself (startup, content, lobbies), but refuses every call that changes something: logins, signups, codes,
// and every call of a session. Logout stays open: ending a session is always allowed.

const PLAYER_ENTRY = '/api/auth/';
const GATED_CALLS = [...CALLS.values()]
  .filter((call) => call.method === 'POST' && call.path !== logout.path)
  .filter((call) => call.auth || call.path.startsWith(PLAYER_ENTRY) || call.path === '/api/settings/adsvisit');
const GATED = new Set<string>(GATED_CALLS.map((call) => call.path));
/** The gated calls of a session: their bodies carry `auth` and, mostly, no domain (decision 0005). */
const SESSION_CALLS = new Set<string>(GATED_CALLS.filter((call) => call.auth).map((call) => call.path));

/** The domain of the site a session token belongs to, or null when no live session has it. */
export type SessionSite = (token: string) => Promise<string | null>;

/** Why the site takes no state-changing calls now, or null when it is open. */
export function siteClosedReason(startup: StartupAnswer, now: Date): 'maintenance' | 'disabled' | 'expired' | null {
  if (startup.maintenance.is_maintenance) return 'maintenance';
  if (!startup.site.status) return 'disabled';
  const expires = startup.site.expired_date ? Date.parse(startup.site.expired_date) : Number.NaN;
  if (!Number.isNaN(expires) && expires <= now.getTime()) return 'expired';
  return null;
}

function textField(body: unknown, name: string): string | null {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : null;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

const domainOf = (text: string | null | undefined) => text?.trim().toLowerCase() || null;

/**
 * The sites a call names: the BFF's x-felt-domain header and the body's domain_name, both when they differ. A
 * session call without the header (the BFF always sends it, so the hot path costs no query) is also held to its
 * session's own site, since its body names none the gate could trust.
 */
async function sitesOf(header: string | undefined, path: string, body: unknown, sessionSite: SessionSite) {
  const sites = new Set<string>();
  const fromHeader = domainOf(header);
  for (const site of [fromHeader, domainOf(textField(body, 'domain_name'))]) if (site) sites.add(site);
  const token = textField(body, 'auth');
  if (!fromHeader && token && SESSION_CALLS.has(path)) {
    const site = domainOf(await sessionSite(token).catch(() => null));
    if (site) sites.add(site);
  }
  return sites;
}

export function siteGate(startup: StartupService, now: () => Date, sessionSite: SessionSite): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !GATED.has(c.req.path)) return next();
    // The call itself checks the body and the site; one it cannot tell is left to that check.
    const body = await jsonBodyOf(c);
    const sites = await sitesOf(c.req.header('x-felt-domain'), c.req.path, body.ok ? body.value : null, sessionSite);
    const answers = await Promise.all([...sites].map((site) => startup.answer(site).catch(() => null)));
    const at = now();
    if (answers.some((answer) => answer && siteClosedReason(answer, at))) {
      throw new Refusal({ statusCode: STATUS.forbidden, message: ERROR_KEYS.siteClosed });
    }
    return next();
  };
}
