import { SESSION_COOKIE } from '@felt/contract/tables';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlePost } from './bff.server';
import { browserRequest, platform, stubPlatform } from './bff-test-platform';

vi.mock('@/lib/env.server', () => ({
  env: {
    PLATFORM_URL: 'http://platform.test',
    PORT: 3000,
    FELT_WEB_SECRET: 'test-web-secret-0123456789abcdef',
    FELT_DEMO: true,
  },
}));
vi.mock('@/lib/api/platform-transport.server', async () => (await import('./bff-test-platform')).transport);
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn }));

const WEB_SECRET = 'test-web-secret-0123456789abcdef';
const TOKEN = 'tok_abc-123';
const LOGIN_ANSWER = {
  statusCode: 1,
  token: TOKEN,
  user: { account_id: 'demo01', session_token: TOKEN },
  fullname: 'Demo Player',
  email: 'demo@example.com',
};
const CLEARED = new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`);
const SESSION = { cookie: `${SESSION_COOKIE}=demo01.${TOKEN}` };

function post(path: string, body: object, headers: Record<string, string> = {}) {
  return handlePost(browserRequest(path, JSON.stringify(body), headers), path);
}

beforeEach(stubPlatform);
afterEach(() => vi.unstubAllGlobals());

describe('BFF session cookie', () => {
  it.each(['/api/auth/login', '/api/auth/login_tac'])('%s keeps the token in an httpOnly cookie only', async (path) => {
    platform.answers.set(path, LOGIN_ANSWER);
    const body = path.endsWith('tac')
      ? { account_id: 'demo01', tac: '123456' }
      : { account_id: 'demo01', password: 'x' };
    const response = await post(path, body, {
      'user-agent': 'Test/1.0',
      'x-forwarded-for': '198.51.100.66',
      'x-felt-client-address': '203.0.113.7',
      'x-request-id': 'req-0a1b2c',
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=demo01\\.${TOKEN};`));
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/', 'Max-Age=2592000']) {
      expect(cookie).toContain(attribute);
    }
    const text = await response.text();
    expect(text).not.toContain(TOKEN);
    expect(JSON.parse(text)).toEqual({
      statusCode: 1,
      user: { account_id: 'demo01' },
      fullname: 'Demo Player',
      email: 'demo@example.com',
    });
    // The address the web server derived, vouched for with the secret; the browser's X-Forwarded-For stays here.
    expect(platform.forwarded()[0]?.headers).toMatchObject({
      'user-agent': 'Test/1.0',
      'x-felt-client-address': '203.0.113.7',
      'x-felt-web-key': WEB_SECRET,
      'x-felt-domain': 'a.localhost',
      // The web server's id of the request, so the platform's log line is found beside the web server's.
      'x-request-id': 'req-0a1b2c',
    });
    expect(platform.forwarded()[0]?.headers).not.toHaveProperty('x-forwarded-for');
  });

  it('sets no cookie when a login fails', async () => {
    platform.answers.set('/api/auth/login', { statusCode: -401, message: 'invalidCredentials' });
    const response = await post('/api/auth/login', { account_id: 'demo01', password: 'wrong' });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toEqual({ statusCode: -401, message: 'invalidCredentials' });
  });

  it('adds account_id and auth from the cookie and ignores the browser’s own', async () => {
    platform.answers.set('/api/auth/get_balance', { statusCode: 1, game_balance: 1000, game_token: 5 });
    const response = await post('/api/auth/get_balance', { account_id: 'someone_else', auth: 'stolen' }, SESSION);
    expect(await response.json()).toEqual({ statusCode: 1, game_balance: 1000, game_token: 5 });
    expect(platform.forwarded()).toEqual([
      expect.objectContaining({
        url: 'http://platform.test/api/auth/get_balance',
        body: { account_id: 'demo01', auth: TOKEN },
        headers: expect.objectContaining({ 'x-felt-domain': 'a.localhost' }),
      }),
    ]);
  });

  it.each([
    ['no cookie', {}],
    ['a cookie without a token', { cookie: `${SESSION_COOKIE}=demo01` }],
    ['a cookie with a bad account id', { cookie: `${SESSION_COOKIE}=no%20pe.token` }],
    // One of the two was planted (for a parent domain, say): which one is the player's cannot be told.
    ['two session cookies', { cookie: `${SESSION_COOKIE}=demo01.${TOKEN}; ${SESSION_COOKIE}=evil01.planted` }],
    [
      'two session cookies, the same twice',
      { cookie: `${SESSION_COOKIE}=demo01.${TOKEN}; ${SESSION_COOKIE}=demo01.${TOKEN}` },
    ],
  ])('answers sessionExpired without calling the platform for %s', async (_case, headers) => {
    const response = await post('/api/auth/get_balance', { account_id: 'demo01', auth: 'x' }, headers);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ statusCode: -401, message: 'sessionExpired' });
    expect(platform.forwarded()).toEqual([]);
  });

  it.each(['BLOCK', 'CLOSE', 'sessionExpired', 'permissionDenied'])(
    'clears the cookie when the answer is %s',
    async (message) => {
      platform.answers.set('/api/settings/check_status', { statusCode: -403, message });
      const response = await post('/api/settings/check_status', {}, SESSION);
      expect(await response.json()).toEqual({ statusCode: -403, message });
      expect(response.headers.get('set-cookie')).toMatch(CLEARED);
    },
  );

  it('keeps the cookie on an ordinary failure', async () => {
    platform.answers.set('/api/auth/update_password', { statusCode: -400, message: 'wrongPassword' });
    const response = await post('/api/auth/update_password', { password: 'old', new_password: 'newpass123' }, SESSION);
    expect(await response.json()).toEqual({ statusCode: -400, message: 'wrongPassword' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('logs out: ends the platform session, clears the cookie, always succeeds', async () => {
    platform.answers.set('/api/auth/logout', { statusCode: -500, message: 'internalServerError' });
    const response = await post('/api/auth/logout', {}, SESSION);
    expect(await response.json()).toEqual({ statusCode: 1 });
    expect(response.headers.get('set-cookie')).toMatch(CLEARED);
    expect(platform.forwarded().map((call) => call.body)).toEqual([{ account_id: 'demo01', auth: TOKEN }]);

    const anonymous = await post('/api/auth/logout', {});
    expect(await anonymous.json()).toEqual({ statusCode: 1 });
    expect(platform.forwarded()).toHaveLength(1);
  });

  it('clears the cookie after a password reset, which ends every session', async () => {
    platform.answers.set('/api/auth/reset_password', { statusCode: 1 });
    const body = { account_id: 'demo01', tac: '123456', new_password: 'newpass123' };
    const response = await post('/api/auth/reset_password', body, SESSION);
    expect(response.headers.get('set-cookie')).toMatch(CLEARED);
  });

  it('refuses a cross-origin call before it reads the session', async () => {
    const response = await post('/api/auth/get_balance', {}, { ...SESSION, origin: 'https://evil.example' });
    expect(await response.json()).toEqual({ statusCode: -403, message: 'forbidden' });
    expect(platform.calls).toEqual([]);
  });

  it('in demo mode, forwards the demo outbox like any tenant call', async () => {
    platform.answers.set('/api/dev/outbox', { statusCode: 1, value: [] });
    const response = await post('/api/dev/outbox', { account_id: 'demo01', domain_name: 'b.localhost' });
    expect(await response.json()).toEqual({ statusCode: 1, value: [] });
    expect(platform.forwarded()[0]?.body).toEqual({ account_id: 'demo01', domain_name: 'a.localhost' });
  });
});
