import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { openDatabase } from './db/client';
import { readEnv } from './env';
import { createLogger } from './logger';
import { runWorkers } from './server/cluster';
import { closeFor, openFor, prepareDatabase } from './server/prepare';
import { serveApp } from './server/serve';
import { workerCount } from './server/workers';

// `npm start -w @felt/platform`: open the database, migrate, seed a fresh one, then serve: in this process, or
// on PostgreSQL in several workers sharing the port (PLATFORM_WORKERS). Each closes cleanly on a signal.

const env = readEnv();
const log = createLogger(env.LOG_LEVEL);

if (cluster.isWorker) {
  // The primary prepared the database and passed the challenge key; a worker only connects and serves.
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  serveApp(env, log, database, env.challengeSecret ?? '');
} else {
  const database = await openFor(env, log);
  await prepareDatabase(env, log, database);
  // Every instance of an install must share the key, or a challenge made by one fails on another.
  const challengeSecret = env.challengeSecret ?? randomBytes(32).toString('hex');
  if (!env.challengeSecret) {
    log.warn('FELT_CHALLENGE_SECRET is not set: a key for this server only; several servers need it set');
  }
  const workers = workerCount(env);
  if (workers === 1) {
    if (!env.DATABASE_URL) log.info('PGlite: the platform runs as one process (PLATFORM_WORKERS needs PostgreSQL)');
    serveApp(env, log, database, challengeSecret);
  } else {
    await closeFor(env, database);
    const metrics = env.PLATFORM_METRICS_PORT ? { port: env.PLATFORM_METRICS_PORT, host: env.FELT_METRICS_HOST } : null;
    runWorkers(log, workers, { FELT_CHALLENGE_SECRET: challengeSecret }, metrics);
  }
}
