import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import * as route from '../src/tenant/not-found-route';
import {
  createNotFoundToken,
  isBlankNotFound,
  NOT_FOUND_TOKEN_ENV,
  NOT_FOUND_TOKEN_HEADER,
  renderNotFound,
} from './not-found-page.mjs';

const BLANK = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>';
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A server standing in for this one on its second request: records what it was asked. */
async function answering(status: number, type: string, body: string) {
  const seen: { url?: string; headers?: IncomingHttpHeaders } = {};
  const server = createServer((req, res) => {
    seen.url = req.url;
    seen.headers = req.headers;
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  return { port: (server.address() as AddressInfo).port, seen };
}

const incoming = (headers: IncomingHttpHeaders, method = 'GET') =>
  ({ method, url: '/cn/nope?x=1', headers }) as unknown as IncomingMessage;

describe('the token', () => {
  it('uses the header and variable the web server writes', () => {
    expect(NOT_FOUND_TOKEN_HEADER).toBe(route.NOT_FOUND_TOKEN_HEADER);
    expect(NOT_FOUND_TOKEN_ENV).toBe(route.NOT_FOUND_TOKEN_ENV);
  });

  it("trusts only this process's token, and none when there is none", () => {
    delete process.env[NOT_FOUND_TOKEN_ENV];
    expect(route.isNotFoundRender('')).toBe(false);
    expect(route.isNotFoundRender(null)).toBe(false);
    createNotFoundToken();
    const token = process.env[NOT_FOUND_TOKEN_ENV] ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect(route.isNotFoundRender(token)).toBe(true);
    expect(route.isNotFoundRender(`${token}x`)).toBe(false);
  });
});

describe('a page that called notFound()', () => {
  it('is told from a page that rendered by its empty error shell', () => {
    expect(isBlankNotFound(404, BLANK)).toBe(true);
    expect(isBlankNotFound(404, '<!DOCTYPE html><html lang="en"><body><main>Page not found</main>')).toBe(false);
    expect(isBlankNotFound(500, BLANK)).toBe(false);
  });

  it('is asked for again with the token and the reader’s host, cookies and language', async () => {
    createNotFoundToken();
    const { port, seen } = await answering(200, 'text/html; charset=utf-8', '<html lang="zh-CN">页面未找到</html>');
    const headers = { host: 'casino3.localhost:3000', cookie: 'a=1', 'accept-language': 'zh', 'x-other': 'no' };
    const html = await renderNotFound(incoming(headers), port);
    expect(html?.toString()).toContain('页面未找到');
    expect(seen.url).toBe('/cn/nope?x=1');
    expect(seen.headers?.[NOT_FOUND_TOKEN_HEADER]).toBe(process.env[NOT_FOUND_TOKEN_ENV]);
    expect(seen.headers).toMatchObject({ host: headers.host, cookie: 'a=1', 'accept-language': 'zh' });
    expect(seen.headers?.['x-other']).toBeUndefined();
  });

  it('keeps the empty shell when the second answer is not a page, and never asks a third time', async () => {
    createNotFoundToken();
    const failing = await answering(404, 'text/html', BLANK);
    expect(await renderNotFound(incoming({ host: 'a.localhost' }), failing.port)).toBeNull();
    const token = process.env[NOT_FOUND_TOKEN_ENV] ?? '';
    expect(renderNotFound(incoming({ host: 'a.localhost', [NOT_FOUND_TOKEN_HEADER]: token }), failing.port)).toBeNull();
    expect(renderNotFound(incoming({ host: 'a.localhost' }, 'HEAD'), failing.port)).toBeNull();
  });
});
