import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@felt/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';

/** An id the web tier gave its request: short, plain characters only, so a log line cannot be forged through it. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Sets the id on the answer's own headers: c.header() after the answer is made copies the whole answer into a new
 * one (a twentieth of a wallet call's CPU). Headers of an answer made elsewhere may be frozen; that one is copied.
 */
function carryId(c: Context, id: string) {
  try {
    c.res.headers.set(REQUEST_ID_HEADER, id);
  } catch {
    c.header(REQUEST_ID_HEADER, id);
  }
}

/**
 * One log line per request: method, path, status, milliseconds and the request's id: the web tier's, so one player
 * request is found on both tiers, or a fresh one. The answer carries the id back.
 */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header(REQUEST_ID_HEADER);
    const id = given && REQUEST_ID.test(given) ? given : randomUUID();
    await next();
    carryId(c, id);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log.info({ rid: id, method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  };
}
