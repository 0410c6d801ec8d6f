import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';

/** One log line per request: method, path, status and milliseconds. */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  };
}
