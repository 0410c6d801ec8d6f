// The hottest authenticated read under load: get_balance straight to the platform beside the platform's floor
// route (the same stack running `select 1`, routes/bench.ts), and get_balance through the web server's BFF with
// the session cookie a browser holds. Every answer's body is checked: anything but statusCode 1 is an error.
import autocannon from 'autocannon';
import { postJson } from './load.mjs';

const DEMO = { account_id: 'demo01', password: 'demo1234' };

/** Logs the demo player in on `site` straight at the platform; its session token. */
export async function demoSession(platformBase, site) {
  const { json } = await postJson(`${platformBase}/api/auth/login`, { ...site, ...DEMO });
  if (json.statusCode !== 1) throw new Error(`demo login on ${site.domain_name} failed: ${JSON.stringify(json)}`);
  return json.token;
}

/** Logs the demo player in through the web server's BFF, as a browser does; the session cookie it set. */
async function bffSessionCookie({ base, host }) {
  const { status, headers } = await postJson(`${base}/api/auth/login`, DEMO, { host });
  const cookie = (headers['set-cookie'] ?? [])[0]?.split(';')[0];
  if (status !== 200 || !cookie) throw new Error(`login through the BFF answered ${status} without a session cookie`);
  return cookie;
}

/** POSTs `body` to `url` for `seconds` with `connections` open; req/s, p50, p99 and the answers that were not 1. */
export async function postRate({ url, headers, body, seconds, connections }) {
  let failures = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        onResponse: (status, text) => {
          if (status !== 200 || !text.includes('"statusCode":1')) failures++;
        },
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: failures + result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * get_balance ÷ the floor route, both straight to the platform at `platformBase`, and, when `web` is given
 * ({ base, host }), get_balance through the BFF ÷ straight. A short warm-up of each comes first.
 */
export async function authReadFigures({ platformBase, site, web, seconds = 10, connections = 20 }) {
  const token = await demoSession(platformBase, site);
  const direct = {
    url: `${platformBase}/api/auth/get_balance`,
    headers: { 'x-felt-domain': site.domain_name },
    body: { ...site, account_id: DEMO.account_id, auth: token },
  };
  const floor = { ...direct, url: `${platformBase}/api/bench/select_one` };
  const bff = web && {
    url: `${web.base}/api/auth/get_balance`,
    headers: { host: web.host, cookie: await bffSessionCookie(web) },
    body: {},
  };
  const loads = { direct, floor, ...(bff ? { bff } : {}) };
  const figures = {};
  for (const [name, load] of Object.entries(loads)) {
    await postRate({ ...load, seconds: 2, connections: 5 });
    figures[name] = await postRate({ ...load, seconds, connections });
  }
  return figures;
}
