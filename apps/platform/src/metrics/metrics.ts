import cluster from 'node:cluster';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram } from 'prom-client';
import type { Database } from '../db/client';

// The platform's Prometheus metrics, one set per process in prom-client's default registry (several workers are
// summed by the first process, metrics/serve-metrics.ts): calls by route and status with their latency, wallet
// calls by verb and outcome, the pool's connections and waiters, and Node's own figures (event-loop lag, heap).

const PREFIX = 'felt_platform_';
let started = false;

const requests = new Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'Calls answered, by method, route pattern and HTTP status, with their duration',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

const walletCalls = new Counter({
  name: `${PREFIX}wallet_calls_total`,
  help: 'Seamless-wallet calls from game providers, by verb and outcome (ok or the refusal message)',
  labelNames: ['verb', 'outcome'] as const,
});

export const countWalletCall = (verb: string, outcome: string) => walletCalls.inc({ verb, outcome });

/** Node's default figures and the pool's gauges; once per process, whatever the number of apps (tests). */
export function startMetrics(database: Pick<Database, 'pool'>): void {
  if (started) return;
  started = true;
  collectDefaultMetrics({ prefix: PREFIX });
  // A worker answers the first process's requests for its figures (the aggregator listens as it is made).
  if (cluster.isWorker) new AggregatorRegistry();
  const { pool } = database;
  if (!pool) return;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name: `${PREFIX}${name}`,
      help,
      collect() {
        this.set(read());
      },
    });
  gauge('db_pool_connections', 'Connections the pool holds', () => pool.totalCount);
  gauge('db_pool_idle', 'Connections of the pool not in use', () => pool.idleCount);
  gauge('db_pool_waiting', 'Queries waiting for a connection of the pool', () => pool.waitingCount);
}

/** Times every call under its route pattern (never its raw path, which would make a series per URL). */
export function requestMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const end = requests.startTimer();
    await next();
    end({ method: c.req.method, route: routePath(c, -1), status: String(c.res.status) });
  };
}
