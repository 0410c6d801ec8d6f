import { ERROR_KEYS, STATUS } from '@felt/contract';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

export function healthRoutes(app: Hono, db: Db, kind: string, log: Logger): void {
  // GET /healthz: up, and the database answers.
  app.get('/healthz', async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ statusCode: STATUS.ok, status: 'ok', database: kind });
    } catch (error) {
      log.error({ err: error }, 'health check: database unreachable');
      return c.json({ statusCode: STATUS.serviceUnavailable, message: ERROR_KEYS.serviceUnavailable }, 503);
    }
  });
}
