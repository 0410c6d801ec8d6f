import { CALLS, startup } from '@felt/contract';
import { Health } from '@felt/contract/operator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../test/backends';
import { type Harness, harness, OPERATOR_KEY, seedFile } from '../test/fixture';
import { CASINO3 } from '../test/players';

describe.each(BACKENDS)('platform paths on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost']);
  });
  afterAll(() => h?.database.close());

  const operator = (path: string, init: RequestInit = {}, key = OPERATOR_KEY) =>
    h.app.request(path, {
      ...init,
      headers: { 'Content-Type': 'application/json', 'X-Operator-Key': key, ...init.headers },
    });

  it('reports health with the database kind', async () => {
    const res = await h.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(Health.parse(await res.json())).toEqual({ statusCode: 1, status: 'ok', database: backend.name });
  });

  it('serves the OpenAPI document with every contract call and the platform paths', async () => {
    const res = await h.app.request('/api/openapi.json');
    expect(res.headers.get('content-type')).toContain('application/json');
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(CALLS.size).toBe(71);
    for (const call of CALLS.values()) expect(doc.paths[call.path]?.[call.method.toLowerCase()]).toBeTruthy();
    const platformPaths = [
      '/healthz',
      '/api/media/{key}',
      '/api/operator/tenants',
      '/api/operator/tenants/{domain}',
      '/api/operator/players/status',
      '/api/operator/players/{domain}/{account}',
      '/api/operator/inbox',
      '/api/operator/tokens',
      '/api/operator/payments/{domain}/pending',
      '/api/operator/payments/approve',
      '/api/operator/payments/reject',
      '/api/operator/ledger/check',
      '/api/provider/{provider_code}/bet',
      '/api/provider/{provider_code}/rollback',
    ];
    for (const path of platformPaths) {
      expect(doc.paths[path]).toBeTruthy();
    }
  });

  it('serves a reference page with its assets from node_modules', async () => {
    const page = await h.app.request('/api/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    const css = await h.app.request('/api/docs/assets/swagger-ui.css');
    expect(css.headers.get('content-type')).toContain('text/css');
    expect((await css.text()).length).toBeGreaterThan(10_000);
    const js = await h.app.request('/api/docs/assets/init.js');
    expect(await js.text()).toContain('/api/openapi.json');
    expect((await h.app.request('/api/docs/assets/package.json')).status).toBe(404);
  });

  it('serves media with a content type, an ETag, long caching and 304 on a match', async () => {
    const answer = startup.response.parse(
      await (await h.post('/api/startup', { domain_name: 'casino3.localhost' })).json(),
    );
    const res = await h.app.request(answer.site.logo1);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(await res.text()).toContain('<svg');
    const again = await h.app.request(answer.site.logo1, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const missing = await h.app.request('/api/media/tenants/none/logo1.000.svg');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ statusCode: -404, message: 'notFound' });
  });

  it("serves a game's thumbnail as a WebP picture, with its placeholder beside it in the list", async () => {
    const list = (await (
      await h.post('/api/product/games', { ...CASINO3, game_type: 'slot_game', per_page: 12 })
    ).json()) as { statusCode: number; value: { game_image: string; placeholder: string | null }[] };
    expect(list.statusCode).toBe(1);
    const [game] = list.value;
    expect(game!.game_image).toMatch(/^\/api\/media\/games\/[a-z0-9]+\/[\w-]+\.a\d+\.[0-9a-f]{12}\.webp$/);
    expect(game!.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const res = await h.app.request(game!.game_image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
  });

  it('serves provider logos from the logos folder, and at the providers/ address they had before', async () => {
    const logo = await h.app.request('/api/media/logos/jili.v2.svg');
    expect(logo.status).toBe(200);
    const before = await h.app.request('/api/media/providers/jili.v2.svg');
    expect(before.status).toBe(200);
    expect(before.headers.get('etag')).toBe(logo.headers.get('etag'));
    expect((await h.app.request('/api/media/providers/none.v2.svg')).status).toBe(404);
  });

  it('refuses operator calls without the right key', async () => {
    for (const key of ['', 'wrong-key']) {
      const res = await operator('/api/operator/tenants', {}, key);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ statusCode: -403, message: 'forbidden' });
    }
  });

  it('lists, imports and exports tenants; an export imports back unchanged', async () => {
    const file = seedFile('slot5.localhost');
    const imported = await operator('/api/operator/tenants', { method: 'POST', body: JSON.stringify(file) });
    expect(await imported.json()).toMatchObject({ statusCode: 1, value: { domain_name: 'slot5.localhost' } });
    const list = (await (await operator('/api/operator/tenants')).json()) as { value: { domain_name: string }[] };
    expect(list.value.map((t) => t.domain_name)).toEqual(['casino3.localhost', 'slot5.localhost']);
    const exported = (await (await operator('/api/operator/tenants/slot5.localhost')).json()) as { value: unknown };
    expect(exported.value).toEqual(file);
    await operator('/api/operator/tenants', { method: 'POST', body: JSON.stringify(exported.value) });
    const again = (await (await operator('/api/operator/tenants/slot5.localhost')).json()) as { value: unknown };
    expect(again.value).toEqual(file);
    expect((await operator('/api/operator/tenants/none.localhost')).status).toBe(404);
  });

  it('replaces a tenant on import and drops its cached startup answer', async () => {
    const before = startup.response.parse(
      await (await h.post('/api/startup', { domain_name: 'casino3.localhost' })).json(),
    );
    const file = seedFile('casino3.localhost');
    file.site.site_name = 'Lucky Lantern Renamed';
    file.menu = file.menu.slice(0, 2);
    await operator('/api/operator/tenants', { method: 'POST', body: JSON.stringify(file) });
    const after = startup.response.parse(
      await (await h.post('/api/startup', { domain_name: 'casino3.localhost' })).json(),
    );
    expect(before.site.site_name).toBe('Lucky Lantern');
    expect(after.site.site_name).toBe('Lucky Lantern Renamed');
    expect(after.content.menu.children).toHaveLength(2);
  });

  it('refuses a bad tenant file with every problem and writes nothing', async () => {
    const file = seedFile('casino1.localhost') as unknown as Record<string, Record<string, unknown>>;
    file.site!.theme_color = 'neon';
    file.cms!.about_us = { en_body: '', local_body: '', status: 'on' };
    const res = await operator('/api/operator/tenants', { method: 'POST', body: JSON.stringify(file) });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { message: string; errors: { path: string; message: string }[] };
    expect(answer.message).toBe('validationFailed');
    expect(answer.errors).toEqual(
      expect.arrayContaining([
        { path: 'cms.about_us.status', message: 'expected boolean, received string' },
        { path: 'site.theme_color', message: 'must be one of gold, crimson, emerald, royal, midnight for casino1' },
      ]),
    );
    expect((await operator('/api/operator/tenants/casino1.localhost')).status).toBe(404);
  });
});
