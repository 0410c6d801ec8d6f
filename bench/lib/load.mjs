// Throughput of one URL under a fixed load, and plain GET requests with a chosen Host header
// (fetch() does not let a caller set Host, which is how a tenant is chosen).
import http from 'node:http';
import autocannon from 'autocannon';

/** Requests per second of `url` sent with `host`, for `seconds` with `connections` open connections. */
export async function throughput({ url, host, seconds, connections }) {
  const result = await autocannon({ url, headers: { host }, connections, duration: seconds });
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
