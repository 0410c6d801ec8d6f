import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_TIER_HEADERS } from '@felt/contract';
import { type TenantFile, TenantFile as TenantFileSchema } from '@felt/contract/operator';
import type { Hono } from 'hono';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { createLogger, type Logger } from '../logger';
import { seedCatalogue } from '../seed/seed-catalogue';
import { SEED_TENANTS_DIR } from '../seed/seed-demo';
import { ensurePaymentMethods } from '../services/payments/methods';
import { ensureDemoPlayers } from '../services/players/demo-players';
import type { Limits } from '../services/players/limits';
import { importTenant } from '../services/tenant-files';
import type { Backend } from './backends';

export const OPERATOR_KEY = 'test-operator-key-0123456789abcdef';
/** The web tier's secret in the handler tests: with it, a test says which address a call comes from. */
export const WEB_SECRET = 'test-web-tier-secret-0123456789abcdef';

/** The proof of work in the handler tests: a known key, and so little work that a solve takes no time. */
export const TEST_CHALLENGE = { secret: 'test-challenge-secret-0123456789abcdef', maxNumber: 20 } as const;

/** Headers of a call the web tier vouches for as coming from `ip`. */
export const fromAddress = (ip: string): Record<string, string> => ({
  [WEB_TIER_HEADERS.key]: WEB_SECRET,
  [WEB_TIER_HEADERS.clientAddress]: ip,
});
/** Inside maint.localhost's window (2026-01-01 to 2030-12-31). */
export const NOW = new Date('2026-06-01T12:00:00Z');

export function seedFile(domain: string): TenantFile {
  return TenantFileSchema.parse(JSON.parse(readFileSync(join(SEED_TENANTS_DIR, `${domain}.json`), 'utf8')));
}

/** The app's clock: tests move it to expire codes and sessions. */
export type Clock = { now: Date; advance: (ms: number) => void };

export type Harness = {
  app: Hono;
  database: Database;
  clock: Clock;
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
};

export type HarnessOptions = {
  now?: Date;
  demo?: boolean;
  limits?: Limits;
  log?: Logger;
  /** The DEMO provider's secret; null turns the provider off. */
  demoProviderSecret?: string | null;
  /** How long startup answers are reused (0: every call sees the tenant rows as they are now). */
  startupTtlMs?: number;
  /** The most work a challenge asks (TEST_CHALLENGE's unless given). */
  challengeMaxNumber?: number;
};

/** The DEMO provider's signing secret in the handler tests. */
export const DEMO_SECRET = 'test-demo-provider-secret';

/** A migrated database with the catalogue, a few demo tenants and their demo players, and the app over it. */
export async function harness(backend: Backend, domains: string[], options: HarnessOptions = {}): Promise<Harness> {
  const database = await backend.open();
  await seedCatalogue(database.db);
  for (const domain of domains) await importTenant(database.db, seedFile(domain));
  await ensureDemoPlayers(database.db);
  await ensurePaymentMethods(database.db);
  const clock: Clock = {
    now: options.now ?? NOW,
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const app = createApp({
    db: database.db,
    dbKind: database.kind,
    log: options.log ?? createLogger('silent'),
    operatorKey: OPERATOR_KEY,
    demo: options.demo ?? true,
    ...(options.limits ? { limits: options.limits } : {}),
    now: () => clock.now,
    demoProviderSecret: options.demoProviderSecret === undefined ? DEMO_SECRET : options.demoProviderSecret,
    webSecret: WEB_SECRET,
    challenge: { ...TEST_CHALLENGE, maxNumber: options.challengeMaxNumber ?? TEST_CHALLENGE.maxNumber },
    ...(options.startupTtlMs === undefined ? {} : { startupTtlMs: options.startupTtlMs }),
  });
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { app, database, clock, post };
}
