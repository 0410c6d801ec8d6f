import cluster, { type Worker } from 'node:cluster';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import type { Logger } from '../logger';
import { type MetricsAddress, serveMetrics } from '../metrics/serve-metrics';

// The primary of several workers sharing the platform's port (PostgreSQL only): it forks them, counts their
// limits (rate-limiter-flexible's cluster master), starts a new worker when one dies, and at a signal lets
// every worker finish its calls in flight before it exits itself.

/** A worker that dies this soon after its start is not restarted at once, so a broken build does not spin. */
const RESTART_AFTER_MS = 1_000;

export function runWorkers(
  log: Logger,
  count: number,
  env: Record<string, string>,
  metrics: MetricsAddress | null,
): void {
  new RateLimiterClusterMaster();
  if (metrics) serveMetrics(metrics, log, true);
  let closing = false;
  const fork = () => {
    if (!closing) cluster.fork(env);
  };
  const alive = () =>
    Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (closing) {
      if (alive().length === 0) process.exit(0);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'platform worker died; starting another');
    setTimeout(fork, RESTART_AFTER_MS);
  });
  for (let i = 0; i < count; i++) fork();
  log.info({ workers: count }, 'platform workers starting');

  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'stopping workers');
    const workers = alive();
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill(signal);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
