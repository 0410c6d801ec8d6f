import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_BODY_LIMIT, handleGet, handlePost } from './bff.server';
import { browserRequest, platform, stubPlatform } from './bff-test-platform';

vi.mock('@/lib/env.server', () => ({ env: { PLATFORM_URL: 'http://platform.test', PORT: 3000 } }));
vi.mock('@/lib/api/platform-transport.server', async () => (await import('./bff-test-platform')).transport);
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn }));

// Requests a hostile browser can send: oversized bodies and media paths that try to climb out of /api/media/.

beforeEach(stubPlatform);
afterEach(() => vi.unstubAllGlobals());

/** A body streamed without a content-length, as a client that hides its size sends it. */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new Uint8Array(Math.min(16 * 1024, bytes - sent)).fill(0x20);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe('BFF body limit', () => {
  it('refuses a declared body over 64 KiB with 413 before reading it', async () => {
    const body = `{"account_id":"${'a'.repeat(CALL_BODY_LIMIT)}"}`;
    const response = await handlePost(browserRequest('/api/auth/login', body), '/api/auth/login');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ statusCode: -413, message: 'payloadTooLarge' });
    expect(platform.calls).toEqual([]);
  });

  it('stops reading an undeclared body at the cap', async () => {
    const request = new Request('http://a.localhost:3000/api/auth/login', {
      method: 'POST',
      body: streamed(30 * 1024 * 1024),
      headers: { host: 'a.localhost:3000', 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    const response = await handlePost(request, '/api/auth/login');
    expect(response.status).toBe(413);
    expect(platform.calls).toEqual([]);
  });
});

describe('BFF media proxy', () => {
  const get = (path: string) =>
    handleGet(new Request(`http://a.localhost:3000${path}`, { headers: { host: 'a.localhost:3000' } }), path);

  it.each([
    '/api/media/%252e%252e/%252e%252e/healthz',
    '/api/media/%252e%252e/docs',
    '/api/media/%2e%2e/docs',
    '/api/media/..%2fdocs',
    '/api/media/games/..%5c..%5chealthz',
    '/api/media/.hidden',
    '/api/media/',
  ])('answers 404 to %s without asking the platform', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(platform.calls).toEqual([]);
  });

  it('forwards a media key and keeps its sandboxing policy', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      platform.calls.push({ url, body: undefined, headers: {} });
      return new Response('<svg/>', {
        headers: { 'content-type': 'image/svg+xml', 'content-security-policy': "default-src 'none'; sandbox" },
      });
    });
    const response = await get('/api/media/providers/jili.v1.svg');
    expect(response.status).toBe(200);
    expect(platform.calls.map((c) => c.url)).toEqual(['http://platform.test/api/media/providers/jili.v1.svg']);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('BFF demo-only calls', () => {
  it('does not forward /api/dev/outbox outside demo mode', async () => {
    const response = await handlePost(
      browserRequest('/api/dev/outbox', JSON.stringify({ account_id: 'demo01' })),
      '/api/dev/outbox',
    );
    expect(response.status).toBe(404);
    expect(platform.calls).toEqual([]);
  });
});

describe('BFF client address', () => {
  it('never passes on the browser’s X-Forwarded-For, and vouches for nothing without the secret', async () => {
    const body = JSON.stringify({ account_id: 'demo01', password: 'x' });
    const forged = { 'x-forwarded-for': '203.0.113.77', 'x-felt-client-address': '203.0.113.78' };
    await handlePost(browserRequest('/api/auth/login', body, forged), '/api/auth/login');
    const headers = platform.forwarded()[0]?.headers ?? {};
    expect(headers).not.toHaveProperty('x-forwarded-for');
    expect(headers).not.toHaveProperty('x-felt-client-address');
  });
});
