import { createServer } from 'node:http';
import { AggregatorRegistry, register } from 'prom-client';
import type { Logger } from '../logger';

// The metrics port: Prometheus's text format at GET /metrics, on an address of the operator's choosing (loopback
// unless opened), apart from the port players' calls reach. With several workers the first process answers it,
// summing what each worker reports over the cluster's channel.

export type MetricsAddress = { port: number; host: string };

export function serveMetrics(address: MetricsAddress, log: Logger, workers: boolean): () => Promise<void> {
  const aggregator = workers ? new AggregatorRegistry() : null;
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    try {
      const text = aggregator ? await aggregator.clusterMetrics() : await register.metrics();
      res.writeHead(200, { 'content-type': register.contentType }).end(text);
    } catch (error) {
      log.warn({ err: error }, 'metrics could not be gathered');
      res.writeHead(503).end();
    }
  });
  server.listen(address.port, address.host, () => log.info(address, 'metrics listening'));
  return () => new Promise((resolve) => server.close(() => resolve()));
}
