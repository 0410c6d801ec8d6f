import { STATUS } from '@felt/contract';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { ledgerCheck } from '../db/queries/ledger-check';

/** Mounted by operatorRoutes, behind its key check. */
export function operatorLedgerRoutes(app: Hono, db: Db): void {
  // GET /api/operator/ledger/check: the ledger proved (for `npm run ledger -- check` while the platform runs).
  app.get('/api/operator/ledger/check', async (c) => c.json({ statusCode: STATUS.ok, value: await ledgerCheck(db) }));
}
