import { mkdirSync } from 'node:fs';
import { type Database, openDatabase } from '../db/client';
import { claimDataDir, releaseDataDir } from '../db/data-dir-lock';
import type { PlatformEnv } from '../env';
import type { Logger } from '../logger';
import { ensureDemoActivity } from '../seed/demo-activity';
import { dropUnconvertedDefaults } from '../seed/demo-engagement';
import { seedIfEmpty } from '../seed/seed-demo';
import { publicTenantDomains } from '../services/demo-guard';
import { settleStuckSpins } from '../services/engagement/minigame-settle';
import { ensurePaymentMethods } from '../services/payments/methods';
import { ensureDemoPlayers } from '../services/players/demo-players';

// What runs once per start before any request is served, in the one process that owns the start (the primary of
// several workers): open the database, migrate, seed a fresh one, and put right what a stop left half done.

/** Opens the database; PGlite's directory is claimed first, so no second process opens it. */
export async function openFor(env: PlatformEnv, log: Logger): Promise<Database> {
  if (!env.DATABASE_URL) {
    mkdirSync(env.dataDir, { recursive: true });
    claimDataDir(env.dataDir, env.PLATFORM_PORT);
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  log.info({ database: database.kind, dataDir: env.DATABASE_URL ? undefined : env.dataDir }, 'database open');
  return database;
}

export async function closeFor(env: PlatformEnv, database: Database): Promise<void> {
  // PGlite must be closed to leave its directory consistent for the next start.
  await database.close();
  if (!env.DATABASE_URL) releaseDataDir(env.dataDir);
}

/** Migrates and seeds; exits when demo mode would serve a public domain. */
export async function prepareDatabase(env: PlatformEnv, log: Logger, database: Database): Promise<void> {
  await database.migrate();
  await seedIfEmpty(database.db, log);
  if (env.FELT_DEMO) {
    const exposed = await publicTenantDomains(database.db);
    if (exposed.length > 0) {
      log.fatal({ domains: exposed }, 'demo mode serves localhost sites only; turn FELT_DEMO off to serve these');
      await closeFor(env, database);
      process.exit(1);
    }
    log.warn('DEMO MODE: documented secrets, self-approving deposits and a code outbox for every player');
    // On every start, not only the first: tenants added since get their demo player too.
    await ensureDemoPlayers(database.db, log);
    await dropUnconvertedDefaults(database.db, new Date(), log);
    // A crowd and its activity for sites without one, and what the crowd did since for the others.
    await ensureDemoActivity(database.db, new Date(), log);
  }
  await ensurePaymentMethods(database.db, log);
  // Spins a stop left between their two transactions are paid and their frozen tokens released.
  await settleStuckSpins(database.db, new Date(), log);
  if (!env.operatorKey) log.warn('FELT_OPERATOR_KEY is not set: operator endpoints refuse every call');
  if (!env.FELT_WEB_SECRET) {
    log.warn('FELT_WEB_SECRET is not set: the web tier cannot vouch for player addresses, limits count per caller');
  }
}
