import { LOCALE_CODES } from '@felt/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { messagesOf } from './messages';
import { providerApp, SECRET } from './test-app';

// The provider's pages, assets and launch check, through app.request() over a fake wallet.

// The provider's store is migrated on the first app of the file: here, under the hook's longer timeout, rather than
// inside the first test, where on a busy machine the migrations alone can outlast a test's time.
beforeAll(async () => {
  await providerApp();
});

describe('game pages', () => {
  it('serve each engine with a strict CSP, nosniff, no referrer and links relative to the page', async () => {
    const { app, launch } = await providerApp();
    for (const engine of ['slot', 'crash', 'dice'] as const) {
      const res = await app.request(`/demo/${engine}/?launch=${encodeURIComponent(launch(engine, { lang: 'CN' }))}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'; img-src 'self' data:");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      const html = await res.text();
      expect(html).toContain('<html lang="zh-CN" data-lang="CN">');
      expect(html).toContain(`src="../assets/${engine}.js"`);
      expect(html).not.toMatch(/<script>|style=/);
    }
    const bare = await (await app.request('/demo/dice')).text();
    expect(bare).toContain('href="assets/games.css"');
    expect(bare).toContain('<html lang="en" data-lang="EN">');
    expect((await app.request('/demo/poker/')).status).toBe(404);
  });

  it('serve the assets with their types, and nothing outside the folder', async () => {
    const { app } = await providerApp();
    const js = await app.request('/demo/assets/slot.js');
    expect(js.headers.get('content-type')).toContain('text/javascript');
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await app.request('/demo/assets/symbols/seven.svg')).headers.get('content-type')).toBe('image/svg+xml');
    expect((await app.request('/demo/assets/../routes.ts')).status).toBe(404);
    expect((await app.request('/demo/assets/%2e%2e/routes.ts')).status).toBe(404);
    expect((await app.request('/demo/assets/nothing.js')).status).toBe(404);
  });

  it('have every English word in all 11 languages', () => {
    const english = Object.keys(messagesOf('EN')!);
    for (const code of LOCALE_CODES) {
      const text = messagesOf(code);
      expect(text, code).toBeDefined();
      expect(Object.keys(text!).sort(), code).toEqual([...english].sort());
      for (const key of english) expect(text![key]!.trim(), `${code}.${key}`).not.toBe('');
    }
  });
});

describe('POST /demo/api/open', () => {
  it('opens a genuine launch once: balance, currency, stakes and a play session', async () => {
    const { post, launch, wallet } = await providerApp();
    const token = launch('slot');
    const opened = await post('/demo/api/open', { launch: token });
    expect(opened).toMatchObject({ ok: true, balance: 100_000, currency: 'PHP', exponent: 2, engine: 'slot' });
    expect(opened.game_code).toBe('lucky-sevens');
    expect(opened.play).toEqual(expect.any(String));
    expect(wallet.verbs()).toEqual(['authenticate']);
    expect(await post('/demo/api/open', { launch: token })).toMatchObject({ status: 401, message: 'launchExpired' });
  });

  it('refuses an expired, tampered or foreign-signed launch token', async () => {
    const { post, launch, clock, wallet } = await providerApp();
    const expired = launch('slot');
    clock.now += 121_000;
    expect(await post('/demo/api/open', { launch: expired })).toMatchObject({ status: 401, message: 'launchExpired' });

    const genuine = launch('slot');
    const [text, signature] = genuine.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(text, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...payload, token: 'someone-elses-token-123' })).toString('base64url')}.${signature}`;
    expect(await post('/demo/api/open', { launch: forged })).toMatchObject({ status: 401, message: 'launchExpired' });
    const flipped = `${text}.${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(await post('/demo/api/open', { launch: flipped })).toMatchObject({ message: 'launchExpired' });
    expect(await post('/demo/api/open', { launch: launch('slot', {}, `${SECRET}-other`) })).toMatchObject({
      message: 'launchExpired',
    });
    expect(await post('/demo/api/open', { nope: 1 })).toMatchObject({ status: 400, message: 'validationFailed' });
    expect(wallet.verbs()).toEqual([]);
  });

  it('answers the wallet refusal, and lets a launch be tried again when the wallet was down', async () => {
    const { post, launch, wallet } = await providerApp();
    const token = launch('dice');
    wallet.state.failures.set('authenticate', 1);
    expect(await post('/demo/api/open', { launch: token })).toMatchObject({
      status: 503,
      message: 'serviceUnavailable',
    });
    expect(await post('/demo/api/open', { launch: token })).toMatchObject({ ok: true });
    wallet.state.refuse.set('authenticate', 'sessionExpired');
    expect(await post('/demo/api/open', { launch: launch('dice') })).toMatchObject({ message: 'sessionExpired' });
  });

  it('does not take a play session as a launch token, nor the reverse', async () => {
    const { post, open } = await providerApp();
    const play = await open('slot');
    expect(await post('/demo/api/open', { launch: play })).toMatchObject({ message: 'launchExpired' });
    expect(await post('/demo/api/slot/spin', { play: 'x.y', stake: 100 })).toMatchObject({ message: 'sessionExpired' });
  });
});
