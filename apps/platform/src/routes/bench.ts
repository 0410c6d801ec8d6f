import { getBalance, STATUS } from '@felt/contract';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { readBody } from '../http/read-body';

/**
 * The bench's floor for an authenticated read: the same middleware, body limit and request validation as
 * get_balance, then one `select 1` in place of the session lookup. get_balance ÷ this route is what the call
 * itself costs beyond one database round trip. Mounted only when FELT_BENCH_ROUTES is set.
 */
export function benchRoutes(app: Hono, db: Db): void {
  app.post('/api/bench/select_one', async (c) => {
    await readBody(c, getBalance.request);
    await db.execute(sql`select 1`);
    return c.json({ statusCode: STATUS.ok });
  });
}
