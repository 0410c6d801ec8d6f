import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

// How the game pages' calls answer: {ok: true, ...} or {ok: false, message} with a key the page translates.
// The HTTP status says the same for proxies and logs.

const STATUS_OF: Record<string, ContentfulStatusCode> = {
  validationFailed: 400,
  invalidJson: 400,
  launchExpired: 401,
  sessionExpired: 401,
  accountUnavailable: 403,
  notFound: 404,
  serviceUnavailable: 503,
};

/** The wallet's account-status refusals read the same to a player in a game. */
const PLAYER_MESSAGE: Record<string, string> = { BLOCK: 'accountUnavailable', CLOSE: 'accountUnavailable' };

export const NO_STORE = { 'Cache-Control': 'no-store' };

export function refused(c: Context, message: string, extra: object = {}): Response {
  const key = PLAYER_MESSAGE[message] ?? message;
  return c.json({ ...extra, ok: false, message: key }, STATUS_OF[key] ?? 409, NO_STORE);
}

export const answered = (c: Context, body: object) => c.json({ ok: true, ...body }, 200, NO_STORE);

/** The JSON body of a call, checked against its schema; null when it is not one. */
export async function bodyOf<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S> | null> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
