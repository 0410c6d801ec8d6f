import { createHash } from 'node:crypto';
import { createServer, get, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_PREVIEW_SCRIPT } from '../../src/features/home/announcement-preview';
import { forgetCompressedPages } from '../compressed-pages.mjs';
import { inlineScripts, isFrameworkScript, OWN_SCRIPTS } from './framework-scripts.mjs';
import { TENANT_HEADER, withPagePolicy } from './html-answer.mjs';
import { contentSecurityPolicy, readTenantSources } from './policy.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const FLIGHT = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])';
const CHUNKS = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"]});';

describe('the framework’s inline scripts', () => {
  it('are its start-up line and JSON data pushes only', () => {
    expect(isFrameworkScript('(self.__next_f=self.__next_f||[]).push([0])')).toBe(true);
    expect(isFrameworkScript(FLIGHT)).toBe(true);
    expect(isFrameworkScript(CHUNKS)).toBe(true);
    // A push that smuggles code after its data is not the framework's.
    expect(isFrameworkScript('self.__next_f.push([1,"x"]);alert(1)//])')).toBe(false);
    expect(isFrameworkScript('self.__next_f.push([1,alert(1)])')).toBe(false);
    expect(isFrameworkScript('alert(1)')).toBe(false);
  });

  it('include our own fixed lines, exactly as the pages write them', () => {
    expect(OWN_SCRIPTS).toEqual([ANNOUNCEMENT_PREVIEW_SCRIPT]);
    expect(isFrameworkScript(ANNOUNCEMENT_PREVIEW_SCRIPT)).toBe(true);
    expect(isFrameworkScript(`${ANNOUNCEMENT_PREVIEW_SCRIPT};alert(1)`)).toBe(false);
  });

  it('are hashed, while data blocks, loaded scripts and anything else are not', () => {
    const html = [
      `<script>${FLIGHT}</script>`,
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      `<script id="_R_">${CHUNKS}</script>`,
      '<div><script>alert(document.cookie)</script></div>',
    ].join('');
    const { framework, unknown } = inlineScripts(html);
    expect(framework).toEqual([sha(FLIGHT), sha(CHUNKS)]);
    expect(unknown.map((script) => script.start)).toEqual(['alert(document.cookie)']);
  });
});

describe('the policy', () => {
  it('has no unsafe-inline for scripts and lists the hashes and the tenant’s providers', () => {
    const tenant = readTenantSources(
      JSON.stringify({
        script: [sha('x'), 'https://www.googletagmanager.com', "'unsafe-inline'", '*', 'http://evil.example'],
        connect: ['https://*.google-analytics.com', 'javascript:alert(1)'],
        frame: ['https://secure.livechatinc.com'],
      }),
    );
    const policy = contentSecurityPolicy({ hashes: [sha(FLIGHT)], tenant });
    const script = policy.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(script).toBe(`script-src 'self' ${sha(FLIGHT)} ${sha('x')} https://www.googletagmanager.com`);
    expect(policy).toContain("connect-src 'self' https://*.google-analytics.com;");
    expect(policy).toContain("frame-src 'self' https://secure.livechatinc.com;");
    expect(policy).toContain("object-src 'none'");
    expect(readTenantSources('not json')).toEqual({});
  });
});

describe('who may frame a page', () => {
  const ancestors = (policy: string) => policy.split('; ').find((d) => d.startsWith('frame-ancestors'));

  it('is nobody, unless the proxy names the gallery of a preview site', () => {
    expect(ancestors(contentSecurityPolicy({}))).toBe("frame-ancestors 'none'");
    const tenant = readTenantSources(JSON.stringify({ script: [], ancestors: ['localhost:3000'] }));
    expect(ancestors(contentSecurityPolicy({ tenant }))).toBe('frame-ancestors localhost:3000');
  });

  it('takes only a host of this install, with its port: no scheme, wildcard, keyword or list', () => {
    for (const source of ['*', 'https://evil.example', '*.localhost', "'self'", 'a.localhost b.example', 'http:']) {
      const tenant = readTenantSources(JSON.stringify({ ancestors: [source] }));
      expect(ancestors(contentSecurityPolicy({ tenant })), source).toBe("frame-ancestors 'none'");
    }
  });

  it('lets the gallery frame its preview site on the page’s own scheme', () => {
    const tenant = readTenantSources(JSON.stringify({ frame: ['g-slot3-neon.localhost:3000', 'javascript:x'] }));
    expect(contentSecurityPolicy({ tenant })).toContain("frame-src 'self' g-slot3-neon.localhost:3000;");
  });
});

describe('HTML answers through the web server', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
    const compress = compression();
    const server = createServer((req, res) =>
      compress(req as never, res as never, () => {
        withPagePolicy(req, res);
        handler(req, res);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => server.close();
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('get a policy with the hashes of their scripts, written in pieces and compressed after', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', [TENANT_HEADER]: '{"script":[]}' });
      res.write(`<!doctype html><html><head><script>${FLIGHT}`);
      res.write(`</script></head><body>${'x'.repeat(5000)}</body></html>`);
      res.end();
    });
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-security-policy')).toContain(sha(FLIGHT));
    expect(res.headers.get(TENANT_HEADER)).toBeNull();
    expect(await res.text()).toContain(FLIGHT);
  });

  it('keep X-Frame-Options DENY, except a preview site the gallery may frame', async () => {
    const url = await serve((req, res) => {
      res.setHeader('x-frame-options', 'DENY');
      res.setHeader('content-type', 'text/html; charset=utf-8');
      if (req.url === '/preview') res.setHeader(TENANT_HEADER, '{"ancestors":["localhost:3000"]}');
      res.end('<!doctype html><html><body>page</body></html>');
    });
    const page = await fetch(`${url}/page`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const preview = await fetch(`${url}/preview`);
    expect(preview.headers.get('x-frame-options')).toBeNull();
    expect(preview.headers.get('content-security-policy')).toContain('frame-ancestors localhost:3000');
  });

  it('keep a policy of their own, and other answers pass untouched', async () => {
    const url = await serve((req, res) => {
      if (req.url === '/own') {
        res.setHeader('content-security-policy', "default-src 'none'");
        res.setHeader('content-type', 'text/html');
        res.end('<p>status</p>');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"statusCode":1}');
    });
    expect((await fetch(`${url}/own`)).headers.get('content-security-policy')).toBe("default-src 'none'");
    const json = await fetch(`${url}/api`);
    expect(json.headers.get('content-security-policy')).toBeNull();
    expect(await json.json()).toEqual({ statusCode: 1 });
  });

  it('send a page seen again from bytes compressed once, the same page as before', async () => {
    forgetCompressedPages();
    const page = `<!doctype html><html><head><script>${FLIGHT}</script></head><body>${'cards '.repeat(2000)}</body></html>`;
    let rendered = 0;
    const url = await serve((_req, res) => {
      rendered += 1;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(page);
    });
    // fetch() would undo the compression itself; the bytes are read as sent through node:http instead.
    const sent = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        get(url, { headers: { 'accept-encoding': encoding } }, (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (part: Buffer) => parts.push(part));
          answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(parts) }));
        }).on('error', reject);
      });
    // Compressed by the middleware while seen the first and the second time; kept from then on.
    expect((await sent('br')).headers['transfer-encoding']).toBe('chunked');
    await sent('br');
    let kept: { headers: Record<string, unknown>; body: Buffer } | undefined;
    for (let i = 0; i < 50 && !kept; i++) {
      const answer = await sent('br');
      if (answer.headers['content-length']) kept = answer;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(kept?.headers['content-encoding']).toBe('br');
    expect(kept?.headers['content-security-policy']).toContain(sha(FLIGHT));
    expect(String(kept?.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(kept?.body ?? Buffer.alloc(0)).toString()).toBe(page);
    expect(Number(kept?.headers['content-length'])).toBe(kept?.body.length);
    // A browser that takes no compression still gets the page as it is.
    const plain = await sent('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    expect(rendered).toBeGreaterThan(3);
  });

  it('carry an ETag of their bytes, and a browser that holds them gets 304 without a body', async () => {
    let version = 'one';
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><html><body>${version}</body></html>`);
    });
    const first = await fetch(url);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    version = 'two';
    const changed = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('two');
  });
});
