import { createServer, get, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetCompressedPages } from './compressed-pages.mjs';
import { sendKeptPage, withPagePolicy } from './csp/html-answer.mjs';
import { pageMicrocache, requestKey } from './page-microcache.mjs';

type Answer = { status: number; headers: Record<string, unknown>; body: Buffer };

describe('the page microcache', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  /** The web server's order of things (index.mjs) around `render`, with a clock the test moves. */
  async function serve(render: (req: IncomingMessage, res: ServerResponse) => void, clock: { now: number }) {
    forgetCompressedPages();
    const microcache = pageMicrocache({ now: () => clock.now });
    const compress = compression();
    const server = createServer((req, res) => {
      const kept = microcache.find(req);
      if (kept && sendKeptPage(req, res, kept)) return;
      compress(req as never, res as never, () => {
        withPagePolicy(
          req,
          res,
          () => null,
          (pageKey: string, body: string | Buffer) => microcache.keep(req, res, pageKey, body),
        );
        render(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => server.close();
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return (path: string, headers: Record<string, string> = {}) =>
      new Promise<Answer>((resolve, reject) => {
        get(
          `${url}${path}`,
          { headers: { host: 'casino3.localhost', 'accept-encoding': 'identity', ...headers } },
          (a) => {
            const parts: Buffer[] = [];
            a.on('data', (part: Buffer) => parts.push(part));
            a.on('end', () => resolve({ status: a.statusCode ?? 0, headers: a.headers, body: Buffer.concat(parts) }));
          },
        ).on('error', reject);
      });
  }

  const page =
    (cache: string, control = 's-maxage=60') =>
    (req: IncomingMessage, res: ServerResponse) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', control);
      res.setHeader('x-nextjs-cache', cache);
      res.setHeader('set-cookie', 'clientDomain=localhost; Path=/');
      res.end(`<!doctype html><html><body>${req.url} ${'x'.repeat(2000)}</body></html>`);
    };

  it('answers a shared page again within a second without rendering it, headers and all', async () => {
    const clock = { now: 0 };
    let rendered = 0;
    const render = page('HIT');
    const fetchPage = await serve((req, res) => {
      rendered += 1;
      render(req, res);
    }, clock);
    const first = await fetchPage('/slots');
    const again = await fetchPage('/slots');
    expect(rendered).toBe(1);
    expect(again.body.toString()).toBe(first.body.toString());
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.headers['set-cookie']).toEqual(first.headers['set-cookie']);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(String(again.headers.vary)).toMatch(/accept-encoding/i);
    // A browser holding it gets 304 from here too.
    expect((await fetchPage('/slots', { 'if-none-match': String(first.headers.etag) })).status).toBe(304);
    expect(rendered).toBe(1);
    // Another address, another language or another language cookie is another page.
    await fetchPage('/promotions');
    await fetchPage('/slots', { 'accept-language': 'zh-CN' });
    await fetchPage('/slots', { cookie: 'i18n_redirected=cn' });
    expect(rendered).toBe(4);
    // The client router's requests always reach the pages.
    await fetchPage('/slots', { rsc: '1' });
    expect(rendered).toBe(5);
    // A second later the page is rendered (or read from the page cache) again.
    clock.now += 1000;
    await fetchPage('/slots');
    expect(rendered).toBe(6);
  });

  it('keeps no page that was rendered for one visitor or is private', async () => {
    for (const render of [page('MISS'), page('HIT', 'private, no-cache, no-store')]) {
      let rendered = 0;
      const fetchPage = await serve(
        (req, res) => {
          rendered += 1;
          render(req, res);
        },
        { now: 0 },
      );
      await fetchPage('/account');
      await fetchPage('/account');
      expect(rendered).toBe(2);
      close?.();
    }
  });

  it('never keys the API, assets or non-GET requests', () => {
    const request = (method: string, url: string, headers: Record<string, string> = {}) =>
      ({ method, url, headers: { host: 'a.localhost', ...headers } }) as unknown as IncomingMessage;
    expect(requestKey(request('GET', '/api/auth/login'))).toBeNull();
    expect(requestKey(request('GET', '/_next/static/chunks/a.js'))).toBeNull();
    expect(requestKey(request('POST', '/'))).toBeNull();
    expect(requestKey(request('GET', '/', { 'next-router-prefetch': '1' }))).toBeNull();
    expect(requestKey(request('GET', '/', { cookie: 'session=abc; clientDomain=x' }))).toBe(
      requestKey(request('GET', '/', { cookie: 'clientDomain=x; other=1' })),
    );
  });
});
