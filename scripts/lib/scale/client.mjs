// The scale test's HTTP side: every call timed and its failure named by kind, one retry where the call may be
// repeated (the same transaction id, a read, a call whose effect the client can check first), and nothing else.
import http from 'node:http';
import { walletSignatureHeaders } from '../wallet-signature.mjs';

export class CallError extends Error {
  constructor(kind, message) {
    super(message);
    this.kind = kind;
  }

  /** A lost connection or a balancer's or server's 5xx: the call may not have been answered, so one retry is fair. */
  get retriable() {
    return this.kind === 'network' || /^http 5/.test(this.kind);
  }
}

export function createStats() {
  return { durations: [], errors: new Map(), retries: new Map(), calls: 0 };
}

const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

// Plain keep-alive HTTP rather than fetch: it names the Host freely and costs the load less CPU beside the servers.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One HTTP exchange; resolves to { status, headers, text }, rejects on a connection failure or after 20 s. */
export function exchange(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, headers, timeout: 20_000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', reject);
    request.end(body);
  });
}

/** One call with a JSON body (POST) or none (GET); resolves to its JSON and headers, or throws a CallError naming the kind of failure. */
async function sendOnce(stats, url, body, headers) {
  const started = performance.now();
  const where = new URL(url).pathname;
  stats.calls++;
  let res;
  try {
    const raw = body === undefined ? undefined : JSON.stringify(body);
    res = await exchange(url, {
      method: raw === undefined ? 'GET' : 'POST',
      headers: raw === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: raw,
    });
  } catch (error) {
    throw new CallError('network', `${where}: ${error.code ?? error.message}`);
  } finally {
    stats.durations.push(performance.now() - started);
  }
  if (res.status >= 500) throw new CallError(`http ${res.status}`, `${where}: ${res.status}`);
  try {
    return { json: JSON.parse(res.text), headers: res.headers };
  } catch {
    throw new CallError(`http ${res.status} (not JSON)`, `${where}: ${res.text.slice(0, 80)}`);
  }
}

/**
 * A call with at most one retry after a failure of the connection or a 5xx (a server that died under it):
 * `retry: 'same'` repeats it as is (idempotent), `retry: fn` first asks fn whether the first attempt took effect
 * (its answer, if so), else repeats it; without `retry` the failure stands.
 */
export async function call(stats, label, send, { retry } = {}) {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof CallError) || !error.retriable || !retry) {
      count(stats.errors, `${label}: ${error.kind ?? 'error'}`);
      throw error;
    }
    count(stats.retries, label);
    // As a client does: a moment's pause, then a new connection (idle ones may have gone with the server).
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const sockets of Object.values(agent.freeSockets)) for (const socket of sockets ?? []) socket.destroy();
    try {
      if (typeof retry === 'function') {
        const done = await retry();
        if (done) return done;
      }
      return await send();
    } catch (again) {
      count(stats.errors, `${label} (after a retry): ${again.kind ?? 'error'}`);
      throw again;
    }
  }
}

/** A site's BFF through the web balancer, as the site's pages call it: its Host, its Origin, the session cookie. */
export function siteClient(stats, { base, domain }) {
  const origin = `http://${domain}:${new URL(base).port}`;
  let cookie = '';
  return {
    domain,
    get cookie() {
      return cookie;
    },
    async post(path, body = {}) {
      const { json, headers } = await sendOnce(stats, `${base}${path}`, body, {
        host: new URL(origin).host,
        origin,
        cookie,
      });
      const set = (headers['set-cookie'] ?? []).find((line) => line.startsWith('__Host-felt_session='));
      if (set) cookie = set.split(';')[0];
      return json;
    },
  };
}

/** An operator endpoint through the platform balancer: GET without a body, POST with one. */
export const operatorCall = (stats, base, key, path, body) =>
  sendOnce(stats, `${base}${path}`, body, { 'x-operator-key': key }).then(({ json }) => json);

/** A seamless-wallet call as a provider signs it (HMAC over verb, unix-seconds time and the raw body). */
export function walletPost(stats, base, secret, verb, body) {
  const headers = walletSignatureHeaders(secret, verb, JSON.stringify(body));
  return sendOnce(stats, `${base}/api/provider/DEMO/${verb}`, body, headers).then(({ json }) => json);
}

export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
