import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Redis } from 'ioredis';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { claimDataDir, releaseDataDir } from './db/data-dir-lock';
import { readEnv } from './env';
import { createLogger } from './logger';
import { seedIfEmpty } from './seed/seed-demo';
import { publicTenantDomains } from './services/demo-guard';
import { settleStuckSpins } from './services/engagement/minigame-settle';
import { startVipGifts } from './services/engagement/vip-gifts';
import { startDemoApprovals } from './services/payments/demo-approval';
import { ensurePaymentMethods } from './services/payments/methods';
import { ensureDemoPlayers } from './services/players/demo-players';
import { createLimits } from './services/players/limits';
import { startOutboxPurge } from './services/players/outbox-purge';

// `npm start -w @felt/platform`: open the database, migrate, seed a fresh one, listen; close cleanly on a signal.

const env = readEnv();
const log = createLogger(env.LOG_LEVEL);
if (!env.DATABASE_URL) {
  mkdirSync(env.dataDir, { recursive: true });
  claimDataDir(env.dataDir, env.PLATFORM_PORT);
}
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
log.info({ database: database.kind, dataDir: env.DATABASE_URL ? undefined : env.dataDir }, 'database open');
await database.migrate();
await seedIfEmpty(database.db, log);
if (env.FELT_DEMO) {
  const exposed = await publicTenantDomains(database.db);
  if (exposed.length > 0) {
    log.fatal({ domains: exposed }, 'demo mode serves localhost sites only; turn FELT_DEMO off to serve these');
    await database.close();
    if (!env.DATABASE_URL) releaseDataDir(env.dataDir);
    process.exit(1);
  }
  log.warn('DEMO MODE: documented secrets, self-approving deposits and a code outbox for every player');
}
// On every start, not only the first: tenants added since get their demo player too.
if (env.FELT_DEMO) await ensureDemoPlayers(database.db, log);
await ensurePaymentMethods(database.db, log);
// Spins a stop left between their two transactions are paid and their frozen tokens released.
await settleStuckSpins(database.db, new Date(), log);
// Demo deposits approve themselves after a few seconds; pending ones from before a restart are picked up too.
const stopApprovals = env.FELT_DEMO ? startDemoApprovals(database.db, log) : () => {};
// Codes in the outbox are plain text: delivered or dead ones go within a minute.
const stopOutboxPurge = startOutboxPurge(database.db, log);
// A level a player's deposits and bets reached sends its gift to the inbox within seconds.
const stopVipGifts = startVipGifts(database.db, log);
if (!env.operatorKey) log.warn('FELT_OPERATOR_KEY is not set: operator endpoints refuse every call');
if (!env.FELT_WEB_SECRET) {
  log.warn('FELT_WEB_SECRET is not set: the web tier cannot vouch for player addresses, limits count per caller');
}
// A key of this process works for one instance; behind a load balancer a challenge made by one would fail on another.
const challengeSecret = env.challengeSecret ?? randomBytes(32).toString('hex');
if (!env.challengeSecret) {
  log.warn('FELT_CHALLENGE_SECRET is not set: a key for this process only; several instances need it set');
}

// Several instances share login and signup limits through Redis; one instance keeps them in memory.
const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1 }) : null;
redis?.on('error', (error) => log.warn({ err: error }, 'redis unavailable: limits fall back to this instance'));

const app = createApp({
  db: database.db,
  dbKind: database.kind,
  log,
  operatorKey: env.operatorKey,
  demo: env.FELT_DEMO,
  limits: createLimits({
    redis,
    signupsPerHour: env.FELT_SIGNUPS_PER_HOUR,
    codeBudgets: {
      perAddress: env.FELT_CODES_PER_ADDRESS_HOUR,
      perTenant: env.FELT_CODES_PER_TENANT_HOUR,
      global: env.FELT_CODES_PER_HOUR,
    },
  }),
  challenge: { secret: challengeSecret, maxNumber: env.FELT_CHALLENGE_MAX_NUMBER },
  demoProviderSecret: env.demoProviderSecret,
  benchRoutes: env.FELT_BENCH_ROUTES,
  webSecret: env.FELT_WEB_SECRET ?? null,
});
const server = serve({ fetch: app.fetch, port: env.PLATFORM_PORT, hostname: env.PLATFORM_HOST }, (info) => {
  log.info({ host: env.PLATFORM_HOST, port: info.port, demo: env.FELT_DEMO }, 'platform listening');
});

server.on('error', async (error) => {
  log.fatal({ err: error }, 'cannot listen');
  redis?.disconnect();
  await database.close();
  if (!env.DATABASE_URL) releaseDataDir(env.dataDir);
  process.exit(1);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'shutting down');
  server.close();
  stopApprovals();
  stopOutboxPurge();
  stopVipGifts();
  await redis?.quit().catch(() => {});
  // PGlite must be closed to leave its directory consistent for the next start.
  await database.close();
  if (!env.DATABASE_URL) releaseDataDir(env.dataDir);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
