// Throughput of one URL under a fixed load, and plain GET requests with a chosen Host header
// (fetch() does not let a caller set Host, which is how a tenant is chosen).
import http from 'node:http';
import autocannon from 'autocannon';

/** What a phone's browser sends with a page request as a guest: compression, its user agent, its cookies. */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, br',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  cookie: 'viewport=mobileMedium; i18n_redirected=en',
};

/**
 * Requests per second of `url` sent with `host` and a browser's headers, for `seconds` with `connections` open
 * connections; `workers` threads of the load generator when given (one otherwise).
 */
export async function throughput({ url, host, seconds, connections, workers }) {
  const headers = { ...BROWSER_HEADERS, host };
  const result = await autocannon({ url, headers, connections, duration: seconds, ...(workers ? { workers } : {}) });
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p99: result.latency.p99,
  };
}

/** GET `url` with a Host header; resolves to { status, body: Buffer }. */
export function get(url, host) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { host }, timeout: 30_000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${url} timed out`)));
    request.on('error', reject);
  });
}

// Plain keep-alive HTTP rather than fetch: the load generators share the machine's two cores with the servers, and
// fetch cost them about twice the CPU per call.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs `body` as JSON to `url` (headers may name the Host); resolves to { status, headers, json }. */
export function postJson(url, body, headers = {}) {
  const raw = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        timeout: 30_000,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(raw), ...headers },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            resolve({ status: response.statusCode, headers: response.headers, json });
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${url} timed out`)));
    request.on('error', reject);
    request.end(raw);
  });
}
