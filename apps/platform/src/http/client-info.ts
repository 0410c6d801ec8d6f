import { timingSafeEqual } from 'node:crypto';
import { WEB_TIER_HEADERS } from '@felt/contract';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { ClientInfo } from '../services/players/sessions';

declare module 'hono' {
  interface ContextVariableMap {
    client: ClientInfo;
  }
}

function sameSecret(sent: string | undefined, secret: string): boolean {
  if (!sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The TCP peer, when the request came over a socket (app.request() in tests has none). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address?.replace(/^::ffff:/, '');
  } catch {
    return undefined;
  }
}

/**
 * Who is calling. The web tier vouches for the player's address with the shared secret (WEB_TIER_HEADERS);
 * anyone else is known by the socket they came from. A raw x-forwarded-for is never read: any browser can write
 * one, and the per-address login and signup limits would mean nothing.
 */
export function clientInfo(webSecret: string | null): MiddlewareHandler {
  return async (c, next) => {
    const vouched = webSecret !== null && sameSecret(c.req.header(WEB_TIER_HEADERS.key), webSecret);
    const address = vouched ? c.req.header(WEB_TIER_HEADERS.clientAddress)?.trim() : socketAddress(c);
    c.set('client', {
      ip: (address || 'unknown').slice(0, 64),
      userAgent: (c.req.header('user-agent') ?? '').slice(0, 512),
    });
    await next();
  };
}

/** The caller the clientInfo middleware found for this request. */
export function clientOf(c: Context): ClientInfo {
  return c.get('client') ?? { ip: 'unknown', userAgent: '' };
}
