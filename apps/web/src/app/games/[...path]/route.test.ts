import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/env.server', () => ({ env: { PLATFORM_URL: 'http://platform.test' } }));

const { GET, POST } = await import('./route');

// The game forwarder: /games/demo/<rest> to the platform's /demo/<rest>, nothing else.

type Seen = { url: string; method: string; body: unknown };
let seen: Seen[] = [];

const context = (path: string[]) => ({ params: Promise.resolve({ path }) });

beforeEach(() => {
  seen = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    seen.push({ url, method: init.method ?? 'GET', body: init.body });
    return new Response('<!doctype html>', {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'self'; frame-ancestors 'self'",
        'set-cookie': 'x=1',
      },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('/games/demo/* forwarding', () => {
  it('forwards a page with its query and trailing slash, keeping type, caching and the page policy', async () => {
    const res = await GET(new Request('http://site.test/games/demo/slot/?launch=a.b'), context(['demo', 'slot']));
    expect(seen).toEqual([{ url: 'http://platform.test/demo/slot/?launch=a.b', method: 'GET', body: undefined }]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('forwards a play call with its JSON body', async () => {
    const request = new Request('http://site.test/games/demo/api/open', { method: 'POST', body: '{"launch":"x"}' });
    await POST(request, context(['demo', 'api', 'open']));
    expect(seen).toEqual([{ url: 'http://platform.test/demo/api/open', method: 'POST', body: '{"launch":"x"}' }]);
  });

  it('refuses a play call body over 16 KiB with 413, without forwarding it', async () => {
    const body = `{"launch":"${'x'.repeat(16 * 1024)}"}`;
    const request = new Request('http://site.test/games/demo/api/open', { method: 'POST', body });
    const res = await POST(request, context(['demo', 'api', 'open']));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ statusCode: -413, message: 'payloadTooLarge' });
    expect(seen).toEqual([]);
  });

  it('answers 404 to anything but /games/demo/...', async () => {
    for (const path of [['other', 'x'], ['demo'], ['demo', '..', 'api']]) {
      const res = await GET(new Request(`http://site.test/games/${path.join('/')}`), context(path));
      expect(res.status).toBe(404);
    }
    expect(seen).toEqual([]);
  });

  it('answers 503 in JSON when the platform cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const res = await POST(
      new Request('http://site.test/games/demo/api/open', { method: 'POST', body: '{}' }),
      context(['demo', 'api', 'open']),
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, message: 'serviceUnavailable' });
  });
});
