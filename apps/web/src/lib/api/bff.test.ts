import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleGet, handlePost } from './bff.server';
import { browserRequest, platform, stubPlatform } from './bff-test-platform';

vi.mock('@/lib/env.server', () => ({ env: { PLATFORM_URL: 'http://platform.test', PORT: 3000 } }));
vi.mock('@/lib/api/platform-transport.server', async () => (await import('./bff-test-platform')).transport);
// Outside Next there is no data cache: cached reads run straight through.
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn }));

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return handlePost(browserRequest(path, body, headers), path);
}

beforeEach(stubPlatform);
afterEach(() => vi.unstubAllGlobals());

describe('BFF POST', () => {
  it('answers an unknown call with JSON 404', async () => {
    const response = await post('/api/nope', '{}');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: -404, message: 'notFound' });
  });

  it('refuses a request from another origin', async () => {
    const response = await post('/api/settings/partners', '{}', { origin: 'https://evil.example' });
    expect(await response.json()).toEqual({ statusCode: -403, message: 'forbidden' });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await post('/api/settings/partners', '{oops', { origin: 'http://a.localhost:3000' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: -400, message: 'invalidJson' });
  });

  it('names the failing fields', async () => {
    const response = await post('/api/seo', JSON.stringify({ page_name: '', lang: 'XX' }));
    const answer = await response.json();
    expect(answer).toMatchObject({ statusCode: -400, message: 'validationFailed' });
    expect(answer.errors.map((e: { path: string }) => e.path)).toEqual(['page_name', 'lang']);
  });

  it('sends the tenant of the Host, whatever the browser claims', async () => {
    const response = await post(
      '/api/settings/partners',
      JSON.stringify({ domain_name: 'b.localhost', external_id: 'x' }),
    );
    expect(await response.json()).toEqual({ statusCode: 1, partners: [] });
    expect(platform.calls.at(-1)).toMatchObject({
      url: 'http://platform.test/api/settings/partners',
      body: { domain_name: 'a.localhost', external_id: 'ext-1' },
    });
  });

  it('forwards the challenge call for the tenant of the Host and answers the challenge untouched', async () => {
    const challenge = {
      parameters: { algorithm: 'SHA-256', nonce: 'ab', salt: 'cd', cost: 1, keyLength: 32, keyPrefix: 'ef', extra: 1 },
      signature: '00ff',
    };
    platform.answers.set('/api/auth/challenge', { statusCode: 1, challenge });
    const response = await post('/api/auth/challenge', '{}');
    expect(await response.json()).toEqual({ statusCode: 1, challenge });
    expect(platform.calls.at(-1)).toMatchObject({
      url: 'http://platform.test/api/auth/challenge',
      body: { domain_name: 'a.localhost', external_id: 'ext-1' },
    });
  });

  it("acknowledges a crawler's ad visit without recording it", async () => {
    platform.answers.set('/api/settings/adsvisit', { statusCode: 1 });
    const visit = JSON.stringify({ fbp: 'fb.1.1700000000.123' });
    const bot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    expect(await (await post('/api/settings/adsvisit', visit, bot)).json()).toEqual({ statusCode: 1 });
    expect(platform.calls).toHaveLength(0);
    await post('/api/settings/adsvisit', visit, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' });
    expect(platform.calls.map((c) => c.url)).toContain('http://platform.test/api/settings/adsvisit');
  });

  it("answers the call group's failure when the platform is away", async () => {
    platform.up = false;
    const response = await post('/api/settings/partners', '{}');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ statusCode: -503, statusMessage: 'serviceUnavailable' });
  });
});

describe('BFF GET', () => {
  it('forwards only the GET calls of the contract', async () => {
    const request = new Request('http://a.localhost:3000/api/seo', { headers: { host: 'a.localhost:3000' } });
    const response = await handleGet(request, '/api/seo');
    expect(await response.json()).toEqual({ statusCode: -404, message: 'notFound' });
    expect(platform.calls).toEqual([]);
  });
});
