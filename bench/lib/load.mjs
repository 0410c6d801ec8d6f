// Throughput of one page under a fixed load (wrk), and plain GET requests with a chosen Host header
// (fetch() does not let a caller set Host, which is how a tenant is chosen).
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/** What a phone's browser sends with a page request as a guest: compression, its user agent, its cookies. */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, br',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  cookie: 'viewport=mobileMedium; i18n_redirected=en',
};

/** wrk: a generator written in C, so that the server, not the generator, is what a run measures (decision 0037). */
const WRK = 'wrk';
const STATUS_SCRIPT = fileURLToPath(new URL('./wrk-status.lua', import.meta.url));

/** Whether wrk is installed (Debian: apt-get install -y wrk). */
export function hasWrk() {
  return spawnSync(WRK, ['--version']).error === undefined;
}

/**
 * Requests per second of `url` sent with `host` and a browser's headers, for `seconds` with `connections` open
 * connections from one wrk thread (one core stays for the server).
 */
export async function throughput({ url, host, seconds, connections }) {
  // wrk adds its own Host header unless given one spelled exactly "Host".
  const headers = Object.entries({ Host: host, ...BROWSER_HEADERS }).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', STATUS_SCRIPT, ...headers, url];
  const { stdout, code } = await new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ stdout: out, code: exitCode }));
  });
  const number = (pattern) => Number(pattern.exec(stdout)?.[1] ?? Number.NaN);
  const rps = number(/Requests\/sec:\s+([\d.]+)/);
  if (code !== 0 || !Number.isFinite(rps)) throw new Error(`wrk did not finish (exit ${code}): ${stdout.slice(-300)}`);
  let requests = 0;
  let non2xx = 0;
  const statusLine = stdout.match(/^statuses.*$/m)?.[0] ?? '';
  for (const [, status, count] of statusLine.matchAll(/ (\d{3})=(\d+)/g)) {
    requests += Number(count);
    if (!status.startsWith('2')) non2xx += Number(count);
  }
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { rps: Math.round(rps), requests, non2xx, errors, p99: Math.round(number(/^p99_us (\d+)/m) / 100) / 10 };
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
