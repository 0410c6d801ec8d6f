import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { Redis } from 'ioredis';

// Several web servers each keep their own page cache; the operator's "tenant changed" signal (POST /api/revalidate)
// reaches one of them through the balancer. With REDIS_URL set, the server that accepted it publishes it, and every
// other server replays it to its own Next handler on loopback, so all drop that tenant's pages within moments.
// Without Redis, or while it is down, each server is on its own and says so.

const CHANNEL = 'felt:revalidate';
const PATH = '/api/revalidate';
/** Set by the revalidation route on success: the tenant whose pages were dropped (read here, body untouched). */
export const REVALIDATED_HEADER = 'x-felt-revalidated';
/** Marks a replayed call, which is not relayed again. */
const RELAYED_HEADER = 'x-felt-relayed';

/**
 * `host` is where this server reaches itself (listen-host.mjs).
 * @param {{ redisUrl: string | undefined, port: number, host?: string, operatorKey: string | undefined, log?: Pick<Console, 'info' | 'warn'> }} options
 * @returns {{ accepted: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void, close: () => Promise<void> }}
 */
export function revalidateRelay({ redisUrl, port, host = '127.0.0.1', operatorKey, log = console }) {
  if (!redisUrl || !operatorKey) {
    if (redisUrl) log.warn('FELT_OPERATOR_KEY is not set: tenant revalidation reaches this web server only');
    return { accepted: () => {}, close: async () => {} };
  }
  const me = randomUUID();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  let warned = false;
  for (const client of [publisher, subscriber]) {
    client.on('error', (error) => {
      if (!warned) log.warn(`Redis unavailable (${error.message}): tenant revalidation reaches this web server only`);
      warned = true;
    });
    client.on('ready', () => {
      warned = false;
    });
  }
  void subscriber.subscribe(CHANNEL).catch(() => {});
  subscriber.on('message', (_channel, text) => {
    try {
      const { from, domain_name } = JSON.parse(text);
      if (from !== me && typeof domain_name === 'string') replay(host, port, operatorKey, domain_name, log);
    } catch {
      // Not one of ours.
    }
  });

  return {
    /** Watches a revalidation this server answers; one that succeeded is published to the others. */
    accepted(req, res) {
      if (req.method !== 'POST' || req.url !== PATH || req.headers[RELAYED_HEADER]) return;
      res.once('finish', () => {
        const domain_name = res.getHeader(REVALIDATED_HEADER);
        if (res.statusCode !== 200 || typeof domain_name !== 'string') return;
        publisher.publish(CHANNEL, JSON.stringify({ from: me, domain_name })).catch(() => {});
      });
    },
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** The same revalidation, to this server's own handler (the operator key proves it as on the first server). */
function replay(host, port, operatorKey, domain_name, log) {
  const call = request(
    {
      host,
      port,
      path: PATH,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-key': operatorKey, [RELAYED_HEADER]: '1' },
    },
    (answer) => {
      answer.resume();
      if (answer.statusCode !== 200) log.warn(`A relayed tenant revalidation was refused here (${answer.statusCode})`);
    },
  );
  call.on('error', (error) => log.warn(`A relayed tenant revalidation failed here: ${error.message}`));
  call.end(JSON.stringify({ domain_name }));
}
