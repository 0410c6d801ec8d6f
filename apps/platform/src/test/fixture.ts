import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { createLogger } from '../logger';
import { seedCatalogue } from '../seed/seed-catalogue';
import { SEED_TENANTS_DIR } from '../seed/seed-demo';
import { importTenant } from '../services/tenant-files';
import { type TenantFile, TenantFile as TenantFileSchema } from '../tenants/file-schema';
import type { Backend } from './backends';

export const OPERATOR_KEY = 'test-operator-key';
/** Inside maint.localhost's window (2026-01-01 to 2030-12-31). */
export const NOW = new Date('2026-06-01T12:00:00Z');

export function seedFile(domain: string): TenantFile {
  return TenantFileSchema.parse(JSON.parse(readFileSync(join(SEED_TENANTS_DIR, `${domain}.json`), 'utf8')));
}

export type Harness = { app: Hono; database: Database; post: (path: string, body: unknown) => Promise<Response> };

/** A migrated database with the catalogue and a few demo tenants, and the app over it. */
export async function harness(backend: Backend, domains: string[], now = NOW): Promise<Harness> {
  const database = await backend.open();
  await seedCatalogue(database.db);
  for (const domain of domains) await importTenant(database.db, seedFile(domain));
  const app = createApp({
    db: database.db,
    dbKind: database.kind,
    log: createLogger('silent'),
    operatorKey: OPERATOR_KEY,
    now: () => now,
  });
  const post = async (path: string, body: unknown) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { app, database, post };
}
