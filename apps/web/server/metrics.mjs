import { createServer } from 'node:http';
import { Counter, collectDefaultMetrics, Histogram, register } from 'prom-client';
import { pageCacheVerdict } from './internal-headers.mjs';

// The web server's Prometheus metrics, served at GET /metrics on WEB_METRICS_PORT (on FELT_METRICS_HOST, loopback
// unless opened), apart from the port players reach: answers by kind and status with their latency, the page
// cache's hits and misses (Next's x-nextjs-cache on each cached page, read before it is held back), and Node's own figures (event-loop lag).

const PREFIX = 'felt_web_';

const answers = new Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'Answers by kind (page, api, asset, media, game, other) and HTTP status, with their duration',
  labelNames: ['kind', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const pageCache = new Counter({
  name: `${PREFIX}page_cache_total`,
  help: 'Cached pages answered, by what the cache had: hit, stale (answered, refreshed behind) or miss',
  labelNames: ['result'],
});

/** A bounded name for what a path asks for: never the path itself, which would make a series per URL. */
export function kindOf(url = '/') {
  if (url.startsWith('/api/')) return 'api';
  if (url.startsWith('/_next/')) return 'asset';
  if (url.startsWith('/media/')) return 'media';
  if (url.startsWith('/games/')) return 'game';
  return url.startsWith('/') ? 'page' : 'other';
}

/** Starts timing an answer; records it, and the page cache's verdict, when the answer is sent. */
export function measure(req, res) {
  const end = answers.startTimer({ kind: kindOf(req.url) });
  res.once('finish', () => {
    end({ status: String(res.statusCode) });
    const cache = pageCacheVerdict(res);
    if (typeof cache === 'string') pageCache.inc({ result: cache.toLowerCase() });
  });
}

/** The metrics port, when one is set; returns a function that closes it. */
export function serveMetrics(port, host) {
  collectDefaultMetrics({ prefix: PREFIX });
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': register.contentType }).end(await register.metrics());
  });
  server.listen(port, host, () => console.info(`Metrics on http://${host}:${port}/metrics`));
  return () => server.close();
}
