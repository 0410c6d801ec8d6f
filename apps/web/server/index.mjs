// The production web server: Next's request handler behind a plain Node HTTP server, for two things `next start`
// cannot do. The player's address is taken from the socket (client-address.mjs) before any page or API code
// runs — `next start` keeps a browser's own X-Forwarded-For. And every HTML answer gets a Content-Security-Policy
// with the hashes of its inline scripts (csp/), since cached pages cannot carry a per-request nonce; compression
// runs here, after that, so the page is still plain text when its scripts are hashed. A page that called
// notFound() gets its not-found view rendered into the HTML (not-found-page.mjs). A shared cached page asked for
// again within a second is answered before Next (page-microcache.mjs), the BFF's calls and media with its own
// handler, without Next's routing (direct-api.mjs), and the build's static assets from memory in the copies the
// build compressed (static-assets.mjs).
import { createServer } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import next from 'next';
import { clientAddress, trustedHopsOf } from './client-address.mjs';
import { sendKeptPage, withPagePolicy } from './csp/html-answer.mjs';
import { directApi } from './direct-api.mjs';
import { holdInternalHeaders } from './internal-headers.mjs';
import { listenHost, selfHost } from './listen-host.mjs';
import { measure, serveMetrics } from './metrics.mjs';
import { createNotFoundToken, isBlankNotFound, renderNotFound } from './not-found-page.mjs';
import { pageMicrocache } from './page-microcache.mjs';
import { undecodable } from './request-guard.mjs';
import { REQUEST_ID, requestId } from './request-id.mjs';
import { REVALIDATED_HEADER, revalidateRelay } from './revalidate-relay.mjs';
import { loadStaticAssets, sendStaticAsset } from './static-assets.mjs';

const CLIENT_ADDRESS = 'x-felt-client-address';
const port = Number(process.env.PORT ?? 3000);
const host = listenHost(process.env);
const self = selfHost(host);
const trustedHops = trustedHopsOf(process.env.FELT_TRUSTED_PROXY_HOPS);

createNotFoundToken();
const app = next({ dev: false, dir: path.join(import.meta.dirname, '..'), port, hostname: 'localhost' });
const handle = app.getRequestHandler();
const compress = compression();
await app.prepare();

const metricsPort = Number(process.env.WEB_METRICS_PORT ?? 0);
const closeMetrics = metricsPort ? serveMetrics(metricsPort, process.env.FELT_METRICS_HOST ?? '127.0.0.1') : () => {};

const microcache = pageMicrocache();
const staticAssets = await loadStaticAssets(path.join(import.meta.dirname, '../.next/static'));

const relay = revalidateRelay({
  redisUrl: process.env.REDIS_URL,
  port,
  host: self,
  operatorKey: process.env.FELT_OPERATOR_KEY,
});

const server = createServer((req, res) => {
  holdInternalHeaders(res);
  if (metricsPort) measure(req, res);
  relay.accepted(req, res);
  const id = requestId(req.headers[REQUEST_ID], trustedHops);
  req.headers[REQUEST_ID] = id;
  res.setHeader(REQUEST_ID, id);
  if (undecodable(req.url)) {
    // Every answer of the API is JSON (DESIGN.md 3); a malformed address names nothing.
    res.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end('{"statusCode":-404,"message":"notFound"}');
    return;
  }
  // Whatever the browser sent under this name is dropped: only this server writes it.
  req.headers[CLIENT_ADDRESS] = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedHops);
  if (sendStaticAsset(staticAssets, req, res)) return;
  const kept = microcache.find(req);
  if (kept && sendKeptPage(req, res, kept)) return;
  // A tenant's revalidation (here, or relayed from another server) also drops the pages kept for a second.
  if (req.method === 'POST' && req.url?.startsWith('/api/revalidate')) {
    res.on('finish', () => res.getHeader(REVALIDATED_HEADER) && microcache.clear());
  }
  compress(req, res, () => {
    if (directApi(req, res)) return;
    withPagePolicy(
      req,
      res,
      (body) =>
        res.statusCode === 404 && isBlankNotFound(404, String(body.slice(0, 512)))
          ? renderNotFound(req, port, self)
          : null,
      (pageKey, body) => microcache.keep(req, res, pageKey, body),
    );
    handle(req, res);
  });
});
// Idle keep-alive connections stay open longer than a load balancer's usual idle timeout (60 s): a server that
// closed them first (Node's default is 5 s) races the client's next request on the same connection, which then
// fails with a reset (the likely cause of one the end-to-end suite's API client met, idle between pages). The header timer
// stays above it, so it never cuts a kept connection's next request short.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen({ port, host }, () => {
  const where = host ? `${host}:${port}` : `port ${port}`;
  console.info(`Web server listening on ${where}${trustedHops ? ` (${trustedHops} trusted proxy hops)` : ''}`);
});

let closing = false;
function shutdown() {
  if (closing) return;
  closing = true;
  // Stop accepting, let in-flight requests finish, then exit; a stuck connection does not hold the exit up long.
  closeMetrics();
  void relay.close();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
