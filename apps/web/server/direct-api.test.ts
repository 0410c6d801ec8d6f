import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type DirectApi, offerDirectApi } from '../src/lib/api/direct-api';
import { directApi } from './direct-api.mjs';

const KEY = Symbol.for('felt.direct-api');

describe('API calls answered without Next', () => {
  let close: (() => void) | undefined;
  afterEach(() => {
    close?.();
    delete (globalThis as Record<symbol, unknown>)[KEY];
  });

  /** A web server that answers what directApi leaves with 299 "next", as if Next had. */
  async function serve() {
    const server = createServer((req, res) => {
      if (directApi(req, res)) return;
      res.writeHead(299).end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => server.close();
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { method: 'POST', ...init });
  }

  /** The handler a loaded API route offers: echoes what it was given, with two cookies. */
  const echo: DirectApi = {
    bodyLimit: 16,
    post: async (request, path, read) => {
      const body = await read();
      const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
      headers.append('set-cookie', 'a=1');
      headers.append('set-cookie', 'b=2');
      const host = request.headers.get('host');
      return new Response(JSON.stringify({ path, host, body, cookie: request.headers.get('cookie') }), {
        status: 201,
        headers,
      });
    },
  };

  it('leaves every call to Next until the API route has offered its handler', async () => {
    const call = await serve();
    expect((await call('/api/auth/get_balance', { body: '{}' })).status).toBe(299);
  });

  it("answers a call with the route's handler, its headers, cookies and the site's security headers", async () => {
    const call = await serve();
    offerDirectApi(echo);
    const answer = await call('/api/auth/get_balance', { body: '{"a":1}', headers: { cookie: 'x=1; y=2' } });
    expect(answer.status).toBe(201);
    expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toMatchObject({
      path: '/api/auth/get_balance',
      host: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
      body: { ok: true, text: '{"a":1}' },
      cookie: 'x=1; y=2',
    });
  });

  it('reads no more of a body than the handler takes', async () => {
    const call = await serve();
    offerDirectApi(echo);
    const big = JSON.stringify({ text: 'x'.repeat(40) });
    expect(await (await call('/api/auth/login', { body: big })).json()).toMatchObject({ body: { ok: false } });
    // Without a declared length the body is cut off where it passes the limit.
    const stream = new Blob([big]).stream();
    const chunked = await call('/api/auth/login', { body: stream, duplex: 'half' } as RequestInit);
    expect(await chunked.json()).toMatchObject({ body: { ok: false } });
  });

  it("leaves GETs, queries, odd paths and the web server's own calls to Next", async () => {
    const call = await serve();
    offerDirectApi(echo);
    expect((await call('/api/home/match_list', { method: 'GET' })).status).toBe(299);
    for (const path of ['/api/auth/login?x=1', '/api/auth/login/', '/api/%2e%2e/x', '/api/revalidate', '/login']) {
      expect((await call(path, { body: '{}' })).status, path).toBe(299);
    }
  });

  it('answers in JSON when the handler fails', async () => {
    const call = await serve();
    offerDirectApi({
      bodyLimit: 16,
      post: async () => {
        throw new Error('boom');
      },
    });
    const answer = await call('/api/auth/get_balance', { body: '{}' });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ statusCode: -503, message: 'serviceUnavailable' });
  });

  /** A media handler that counts its calls; `immutable` says what cache-control it answers with. */
  function mediaHandler(immutable: boolean) {
    const calls: string[] = [];
    const api: DirectApi = {
      ...echo,
      media: async (request) => {
        calls.push(new URL(request.url).pathname);
        return new Response('<svg/>', {
          headers: {
            'content-type': 'image/svg+xml',
            'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
            etag: '"e1"',
            'content-security-policy': "default-src 'none'; sandbox",
          },
        });
      },
    };
    return { api, calls };
  }

  it('answers media with the offered handler, then immutable ones from memory, 304 for a held copy', async () => {
    const call = await serve();
    const { api, calls } = mediaHandler(true);
    offerDirectApi(api);
    const path = '/api/media/games/kept.e1.svg';
    for (let i = 0; i < 2; i++) {
      const answer = await call(path, { method: 'GET' });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('<svg/>');
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
    expect(calls).toEqual([path]);
    const held = await call(path, { method: 'GET', headers: { 'if-none-match': '"e1"' } });
    expect(held.status).toBe(304);
    expect(held.headers.get('content-length')).toBeNull();
    const head = await call(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('asks the handler every time for media that may change', async () => {
    const call = await serve();
    const { api, calls } = mediaHandler(false);
    offerDirectApi(api);
    await call('/api/media/tenants/changing.svg', { method: 'GET' });
    await call('/api/media/tenants/changing.svg', { method: 'GET' });
    expect(calls).toHaveLength(2);
  });

  it('answers in JSON when the media handler fails', async () => {
    const call = await serve();
    offerDirectApi({
      ...echo,
      media: async () => {
        throw new Error('boom');
      },
    });
    const answer = await call('/api/media/games/broken.svg', { method: 'GET' });
    expect(answer.status).toBe(503);
  });
});
