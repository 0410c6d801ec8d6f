import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { platformExchange } from './platform-transport.server';

// The transport against a real HTTP server on loopback: what it sends, what it reads, and a platform that is
// silent or gone.

const target = { url: 'http://127.0.0.1:9' };
vi.mock('@/lib/env.server', () => ({
  env: {
    get PLATFORM_URL() {
      return target.url;
    },
  },
}));

const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() });
    if (req.url === '/silent') return; // never answers
    res.writeHead(req.url === '/broken' ? 502 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 1, echo: 'ünïcode' }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  target.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('platformExchange', () => {
  it('sends the method, path, headers and body, and reads the whole answer', async () => {
    const body = JSON.stringify({ account_id: 'ä' });
    const answer = await platformExchange(
      'POST',
      '/api/auth/get_balance',
      body,
      { 'x-felt-domain': 'a.localhost' },
      2000,
    );
    expect(answer).toEqual({ status: 200, text: '{"statusCode":1,"echo":"ünïcode"}' });
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', url: '/api/auth/get_balance', body });
    expect(request.headers['x-felt-domain']).toBe('a.localhost');
    expect(request.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('answers the status of a failing platform, and rejects when it is silent or gone', async () => {
    expect((await platformExchange('GET', '/broken', undefined, {}, 2000)).status).toBe(502);
    await expect(platformExchange('GET', '/silent', undefined, {}, 200)).rejects.toThrow('no answer within 200 ms');
    const up = target.url;
    target.url = 'http://127.0.0.1:9';
    await expect(platformExchange('GET', '/api/startup', undefined, {}, 2000)).rejects.toThrow();
    target.url = up;
  });
});
