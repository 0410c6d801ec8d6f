import type { Context } from 'hono';
import type { ClientInfo } from '../services/players/sessions';

/**
 * Who is calling, as the web tier reports it: the first x-forwarded-for entry (the platform is reachable only
 * from the web tier, which sets it) and the user agent, both cut to a sane length.
 */
export function clientOf(c: Context): ClientInfo {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return {
    ip: (forwarded || 'unknown').slice(0, 64),
    userAgent: (c.req.header('user-agent') ?? '').slice(0, 512),
  };
}
