import { createHash, timingSafeEqual } from 'node:crypto';
import { ERROR_KEYS, STATUS } from '@felt/contract';
import { StatusChange } from '@felt/contract/operator';
import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/client';
import { listTenants } from '../db/queries/tenants';
import { clientOf } from '../http/client-info';
import { readBody } from '../http/read-body';
import { notFoundFailure, Refusal } from '../http/refusal';
import { isLocalDomain } from '../services/demo-guard';
import { ensureDemoPlayers } from '../services/players/demo-players';
import type { Limits } from '../services/players/limits';
import { changePlayerStatus, playerSummary } from '../services/players/operator';
import type { StartupService } from '../services/startup';
import { exportTenant, importTenant } from '../services/tenant-files';
import { checkTenantValue } from '../tenants/check-file';
import { operatorLedgerRoutes } from './operator-ledger';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * X-Operator-Key compared in constant time; with no key configured, every operator call is refused. An address
 * that keeps presenting wrong keys is locked out for a while, so the key cannot be guessed.
 */
function operatorOnly(key: string | null, limits: Limits): MiddlewareHandler {
  return async (c, next) => {
    const { ip } = clientOf(c);
    const locked = await limits.operatorKeyLocked(ip);
    if (locked !== null) {
      c.header('Retry-After', String(locked));
      return c.json(
        { statusCode: STATUS.tooManyRequests, message: ERROR_KEYS.tooManyRequests, retry_after: locked },
        429,
      );
    }
    const given = c.req.header('X-Operator-Key');
    if (!key || !given || !timingSafeEqual(digest(given), digest(key))) {
      await limits.operatorKeyFailed(ip);
      return c.json({ statusCode: STATUS.forbidden, message: ERROR_KEYS.forbidden }, 403);
    }
    await next();
  };
}

export type OperatorDeps = {
  db: Db;
  operatorKey: string | null;
  startup: StartupService;
  demo: boolean;
  limits: Limits;
  now?: () => Date;
};

export function operatorRoutes(app: Hono, { db, operatorKey, startup, demo, limits, now }: OperatorDeps): void {
  app.use('/api/operator/*', operatorOnly(operatorKey, limits));

  // GET /api/operator/tenants: every tenant, briefly.
  app.get('/api/operator/tenants', async (c) => {
    const rows = await listTenants(db);
    return c.json({
      statusCode: STATUS.ok,
      value: rows.map((r) => ({ ...r, updated_at: r.updated_at.toISOString() })),
    });
  });

  // POST /api/operator/tenants: import a tenant file, replacing the tenant of that domain all-or-nothing.
  app.post('/api/operator/tenants', async (c) => {
    const checked = checkTenantValue(await readBody(c, z.unknown()));
    if (!checked.ok) {
      throw new Refusal({
        statusCode: STATUS.badRequest,
        message: ERROR_KEYS.validationFailed,
        errors: checked.problems,
      });
    }
    if (demo && !isLocalDomain(checked.file.domain_name)) {
      // A demo platform hands out codes and secrets; it never serves a site the public could reach.
      throw new Refusal({
        statusCode: STATUS.badRequest,
        message: ERROR_KEYS.validationFailed,
        errors: [{ path: 'domain_name', message: 'demo mode serves localhost and *.localhost sites only' }],
      });
    }
    const saved = await importTenant(db, checked.file);
    startup.forget();
    // A demo install has the demo player on every tenant, also on one imported after start.
    if (demo) await ensureDemoPlayers(db);
    return c.json({ statusCode: STATUS.ok, value: saved });
  });

  // GET /api/operator/tenants/:domain: the tenant as a file that imports back unchanged.
  app.get('/api/operator/tenants/:domain', async (c) => {
    const file = await exportTenant(db, c.req.param('domain').toLowerCase());
    return file ? c.json({ statusCode: STATUS.ok, value: file }) : c.json(notFoundFailure, 404);
  });

  operatorPlayerRoutes(app, db, now ?? (() => new Date()));
  operatorLedgerRoutes(app, db);
}

/** Mounted by operatorRoutes, behind its key check. */
function operatorPlayerRoutes(app: Hono, db: Db, now: () => Date): void {
  // POST /api/operator/players/status: ACTIVE, BLOCK or CLOSE an account; its next call answers accordingly.
  app.post('/api/operator/players/status', async (c) => {
    const body = await readBody(c, StatusChange);
    const player = await changePlayerStatus(db, body.domain_name, body.account_id, body.status, now());
    return player ? c.json({ statusCode: STATUS.ok, value: player }) : c.json(notFoundFailure, 404);
  });

  // GET /api/operator/players/:domain/:account: status, creation and balance of one account.
  app.get('/api/operator/players/:domain/:account', async (c) => {
    const player = await playerSummary(db, c.req.param('domain'), c.req.param('account'));
    return player ? c.json({ statusCode: STATUS.ok, value: player }) : c.json(notFoundFailure, 404);
  });
}
