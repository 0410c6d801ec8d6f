import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compressStatic } from './compress-static.mjs';
import { loadStaticAssets, sendStaticAsset } from './static-assets.mjs';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

const SCRIPT = `console.log(${JSON.stringify('felt '.repeat(400))});\n`;
const FONT = Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]);

describe("the build's static assets", () => {
  let dir: string;
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'felt-static-'));
    await mkdir(path.join(dir, 'chunks'));
    await mkdir(path.join(dir, 'media'));
    await writeFile(path.join(dir, 'chunks/app.js'), SCRIPT);
    await writeFile(path.join(dir, 'media/inter.woff2'), FONT);
    await compressStatic(dir);
    // Written after the build step: no compressed copies.
    await writeFile(path.join(dir, 'chunks/late.css'), 'body{color:red}');
  });

  /** A web server that sends what sendStaticAsset takes and answers the rest with 299, as if Next had. */
  async function serve() {
    const assets = await loadStaticAssets(dir);
    const server = createServer((req, res) => {
      if (sendStaticAsset(assets, req, res)) return;
      res.writeHead(299).end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => server.close();
    const { port } = server.address() as AddressInfo;
    return (pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
      new Promise<Answer>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
        req.end();
      });
  }

  it('sends the brotli copy to a browser that takes it, cached for a year, with the security headers', async () => {
    const get = await serve();
    const answer = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that takes neither', async () => {
    const get = await serve();
    const gzipped = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
    const plain = await get('/_next/static/chunks/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends fonts as they are, whatever the browser takes', async () => {
    const get = await serve();
    const answer = await get('/_next/static/media/inter.woff2', { 'accept-encoding': 'br' });
    expect(answer.headers['content-type']).toBe('font/woff2');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(FONT)).toBe(true);
  });

  it('answers HEAD without a body, and ignores a query string', async () => {
    const get = await serve();
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect((await get('/_next/static/chunks/app.js?dpl=1', { 'accept-encoding': 'br' })).status).toBe(200);
  });

  it('leaves to Next a text file without copies, an unknown file, other methods and other paths', async () => {
    const get = await serve();
    expect((await get('/_next/static/chunks/late.css', { 'accept-encoding': 'br' })).status).toBe(299);
    expect((await get('/_next/static/chunks/missing.js', { 'accept-encoding': 'br' })).status).toBe(299);
    expect((await get('/_next/static/chunks/app.js', {}, 'POST')).status).toBe(299);
    expect((await get('/chunks/app.js', { 'accept-encoding': 'br' })).status).toBe(299);
  });

  it('has nothing to send when the build has no static folder', async () => {
    expect((await loadStaticAssets(path.join(dir, 'none'))).size).toBe(0);
  });
});
