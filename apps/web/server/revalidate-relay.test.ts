import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { REVALIDATED_HEADER, revalidateRelay } from './revalidate-relay.mjs';
import { REDIS_URL, redisAnswers } from './test-redis';

// Two web servers with one Redis: the revalidation one accepts reaches the other's own handler, never its own twice.
// Stand-in handlers play Next's route (they answer as it does); Redis is the real one of the machine.

const KEY = 'relay-test-operator-key-0123456789';
const quiet = { info: () => {}, warn: () => {} };

type Site = { server: Server; port: number; calls: { key?: string; body: string }[]; close: () => Promise<void> };

/** A web server whose handler answers revalidations as Next's route does, with the relay in front. */
async function webServer(): Promise<Site> {
  const calls: Site['calls'] = [];
  let relay: ReturnType<typeof revalidateRelay> | undefined;
  const server = createServer((req: IncomingMessage, res) => {
    relay?.accepted(req, res);
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({ key: req.headers['x-operator-key'] as string | undefined, body });
      const { domain_name } = JSON.parse(body) as { domain_name: string };
      // As Next's handler does: headers set one by one, then the body.
      res.setHeader(REVALIDATED_HEADER, domain_name);
      res.end('{"statusCode":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  relay = revalidateRelay({ redisUrl: REDIS_URL, port, operatorKey: KEY, log: quiet });
  return {
    server,
    port,
    calls,
    close: async () => {
      await relay?.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe.skipIf(!(await redisAnswers()))('tenant revalidation across web servers', () => {
  const open: Site[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((site) => site.close()));
  });

  it('replays a revalidation one server accepted on every other, with the operator key, once', async () => {
    const [a, b, c] = [await webServer(), await webServer(), await webServer()];
    open.push(a, b, c);
    await new Promise((resolve) => setTimeout(resolve, 200)); // subscriptions in place
    await fetch(`http://127.0.0.1:${a.port}/api/revalidate`, {
      method: 'POST',
      headers: { 'x-operator-key': KEY },
      body: JSON.stringify({ domain_name: 'casino3.localhost' }),
    });
    await until(() => b.calls.length > 0 && c.calls.length > 0);
    for (const site of [b, c]) {
      expect(site.calls).toEqual([{ key: KEY, body: '{"domain_name":"casino3.localhost"}' }]);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The first server handled it itself and hears nothing back; the others do not relay a relayed call again.
    expect(a.calls).toHaveLength(1);
    expect(b.calls).toHaveLength(1);
  });
});

describe('without Redis', () => {
  it('leaves each server on its own', () => {
    const relay = revalidateRelay({ redisUrl: undefined, port: 1, operatorKey: KEY, log: quiet });
    expect(() => relay.accepted({} as never, {} as never)).not.toThrow();
  });
});
