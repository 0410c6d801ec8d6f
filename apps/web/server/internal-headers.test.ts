import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdInternalHeaders, pageCacheVerdict } from './internal-headers.mjs';

// A real server and a real request: what reaches the client is what the socket carried.
describe('internal headers', () => {
  const verdicts: unknown[] = [];
  const server = createServer((req, res: ServerResponse) => {
    holdInternalHeaders(res);
    res.on('finish', () => verdicts.push(pageCacheVerdict(res)));
    res.setHeader('x-middleware-rewrite', '/_t/casino3.localhost/en/slots');
    res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader('x-nextjs-stale-time', '300');
    if (req.url === '/held') {
      // A page the browser already holds: Next's headers are set, the body and its type are not.
      res.writeHead(304);
      res.end();
    } else if (req.url === '/data') {
      res.writeHead(200, { 'content-type': 'text/x-component', 'x-nextjs-rewritten-path': '/_t/x/en/slots' });
      res.end('0:{}');
    } else {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<!doctype html><p>page</p>');
    }
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a page without the rewrite target or the cache verdict, and still counts the verdict', async () => {
    const res = await fetch(`${base}/slots`);
    expect(await res.text()).toContain('page');
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    expect(res.headers.get('x-nextjs-cache')).toBeNull();
    expect(res.headers.get('x-nextjs-stale-time')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(verdicts.at(-1)).toBe('HIT');
  });

  it('sends a 304 of a page without them either', async () => {
    const res = await fetch(`${base}/held`);
    expect(res.status).toBe(304);
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    expect(res.headers.get('x-nextjs-cache')).toBeNull();
    expect(res.headers.get('x-nextjs-stale-time')).toBeNull();
  });

  it('keeps what the router reads on its data requests, and drops the rewrite target there too', async () => {
    const res = await fetch(`${base}/data`);
    expect(await res.text()).toBe('0:{}');
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    expect(res.headers.get('x-nextjs-rewritten-path')).toBe('/_t/x/en/slots');
    expect(res.headers.get('x-nextjs-stale-time')).toBe('300');
    expect(res.headers.get('x-nextjs-cache')).toBe('HIT');
  });
});
