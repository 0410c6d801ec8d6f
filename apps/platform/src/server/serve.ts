import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { Redis } from 'ioredis';
import { createApp } from '../app';
import type { Database } from '../db/client';
import type { PlatformEnv } from '../env';
import { every } from '../jobs/every';
import type { Logger } from '../logger';
import { startMetrics } from '../metrics/metrics';
import { serveMetrics } from '../metrics/serve-metrics';
import { startVipGifts } from '../services/engagement/vip-gifts';
import { startDemoApprovals } from '../services/payments/demo-approval';
import { createLimits } from '../services/players/limits';
import { startOutboxPurge } from '../services/players/outbox-purge';
import { postgresTenantChanges } from '../services/tenant-changes';
import { closeFor } from './prepare';

// One serving process: the app over an open database, its periodic jobs (each run by one instance of the install,
// jobs/every.ts), and a graceful stop: stop accepting, finish the calls in flight, then close.

/** In-flight calls get this long to finish at a stop before their connections are cut. */
const DRAIN_MS = 10_000;

export function serveApp(env: PlatformEnv, log: Logger, database: Database, challengeSecret: string): void {
  const { db } = database;
  // Limits shared through Redis when set; else between this install's workers through the primary, or in memory.
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1 }) : null;
  redis?.on('error', (error) => log.warn({ err: error }, 'redis unavailable: limits fall back to this instance'));

  const stops: (() => Promise<void>)[] = [];
  const tenantChanges = env.DATABASE_URL ? postgresTenantChanges(env.DATABASE_URL, log) : undefined;
  if (tenantChanges) stops.push(tenantChanges.close);
  startMetrics(database);
  // One process serves its own metrics; with several workers the first process serves them all (server/cluster.ts).
  if (env.PLATFORM_METRICS_PORT && !cluster.isWorker) {
    stops.push(serveMetrics({ port: env.PLATFORM_METRICS_PORT, host: env.FELT_METRICS_HOST }, log, false));
  }
  if (env.FELT_DEMO) stops.push(startDemoApprovals(db, log)); // demo deposits approve themselves after a few seconds
  stops.push(startOutboxPurge(db, log)); // codes in the outbox are plain text: gone within a minute once used
  stops.push(startVipGifts(db, log)); // a level reached sends its gift to the inbox within seconds

  const app = createApp({
    db,
    dbKind: database.kind,
    log,
    operatorKey: env.operatorKey,
    demo: env.FELT_DEMO,
    limits: createLimits({
      redis,
      cluster: cluster.isWorker,
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
    jobs: (name, everyMs, run) => void stops.push(every(db, log, name, everyMs, run)),
    tenantChanges,
  });
  const server = serve({ fetch: app.fetch, port: env.PLATFORM_PORT, hostname: env.PLATFORM_HOST }, (info) => {
    log.info({ host: env.PLATFORM_HOST, port: info.port, demo: env.FELT_DEMO, pid: process.pid }, 'platform listening');
  });

  let closing = false;
  async function shutdown(signal: string, code: number) {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: finishing calls in flight');
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    // Kept-alive connections with no call in flight go now; the rest as their calls end, or at the deadline.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    const deadline = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, DRAIN_MS);
    await drained;
    clearTimeout(deadline);
    await Promise.all(stops.map((stop) => stop()));
    await redis?.quit().catch(() => {});
    await closeFor(env, database);
    process.exit(code);
  }
  server.on('error', (error) => {
    log.fatal({ err: error }, 'cannot listen');
    void shutdown('listen error', 1);
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
}
