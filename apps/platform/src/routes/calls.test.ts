import {
  fetchAnnouncement,
  fetchSlide,
  getAnalytics,
  getHotGames,
  marquee,
  PRODUCT_CATEGORY_KEYS,
  partners,
  seo,
  siteInfoDetail,
  socialAccount,
  startup,
} from '@felt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../seed/catalogue';
import { BACKENDS } from '../test/backends';
import { type Harness, harness } from '../test/fixture';

// Every implemented call through app.request(), answers parsed with the contract's response schemas.

const casino3 = { domain_name: 'casino3.localhost', external_id: 'felt-casino3' };

describe.each(BACKENDS)('contract calls on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['localhost', 'casino3.localhost', 'maint.localhost']);
  });
  afterAll(() => h?.database.close());

  it('answers /api/startup with the tenant, its languages and provider counts', async () => {
    const res = await h.post('/api/startup', { domain_name: 'Casino3.localhost' });
    expect(res.status).toBe(200);
    const answer = startup.response.parse(await res.json());
    expect(answer.site).toMatchObject({
      site_name: 'Lucky Lantern',
      theme_code: 'casino3',
      external_id: 'felt-casino3',
    });
    expect(answer.site.logo1).toMatch(/^\/api\/media\/tenants\/casino3\.localhost\/logo1\.[0-9a-f]+\.svg$/);
    expect(answer.language).toEqual([
      { code: 'EN', is_default: true },
      { code: 'CN', is_default: false },
      { code: 'VI', is_default: false },
    ]);
    expect(answer.maintenance).toEqual({ is_maintenance: false, start_date: null, end_date: null });
    expect(Object.keys(answer.provider_count).sort()).toEqual([...PRODUCT_CATEGORY_KEYS].sort());
    // Distinct providers per category, exactly as the seeded catalogue has them.
    const providersOf = (key: string) => new Set(GAMES.filter((g) => g[2] === key).map(([code]) => code)).size;
    expect(answer.provider_count).toEqual(Object.fromEntries(PRODUCT_CATEGORY_KEYS.map((k) => [k, providersOf(k)])));
    expect(answer.provider_count.casino).toBeGreaterThan(1);
    expect(answer.provider_count.sabong).toBeGreaterThan(1);
    expect(answer.content.menu.children.map((c) => c.game_menu)).toContain('promotions');
  });

  it('offers all eleven languages on localhost with English as default', async () => {
    const answer = startup.response.parse(await (await h.post('/api/startup', { domain_name: 'localhost' })).json());
    expect(answer.language).toHaveLength(11);
    expect(answer.language.filter((l) => l.is_default)).toEqual([{ code: 'EN', is_default: true }]);
  });

  it('reports maintenance inside the window', async () => {
    const answer = startup.response.parse(
      await (await h.post('/api/startup', { domain_name: 'maint.localhost' })).json(),
    );
    expect(answer.maintenance).toEqual({
      is_maintenance: true,
      start_date: '2026-01-01T00:00:00Z',
      end_date: '2030-12-31T23:59:00Z',
    });
  });

  it('answers the CMS, partners, social accounts and analytics', async () => {
    const cms = siteInfoDetail.response.parse(await (await h.post('/api/settings/siteinfodetail', casino3)).json());
    expect(cms.cms.about_us.local_body).toContain('关于我们');
    const p = partners.response.parse(await (await h.post('/api/settings/partners', casino3)).json());
    expect(p.partners.length).toBeGreaterThan(0);
    expect(p.partners[0]!.img_url).toMatch(/^\/api\/media\//);
    const social = socialAccount.response.parse(await (await h.post('/api/settings/social_account', casino3)).json());
    expect(social.accountList.map((a) => a.account_type)).toContain('facebook');
    const analytics = getAnalytics.response.parse(
      await (await h.post('/api/settings/get_analytics', { domain_name: 'casino3.localhost' })).json(),
    );
    expect(analytics.value.every((a) => ['HEAD', 'BODY'].includes(a.section))).toBe(true);
  });

  it('answers hot games of every category or of one, with thumbnails and placeholders', async () => {
    const all = getHotGames.response.parse(
      await (await h.post('/api/product/get_hot_games', { ...casino3, game_type: '' })).json(),
    );
    expect(new Set(all.value.map((g) => g.game_type)).size).toBeGreaterThan(5);
    const fishing = getHotGames.response.parse(
      await (await h.post('/api/product/get_hot_games', { ...casino3, game_type: 'fishing' })).json(),
    );
    expect(fishing.value.length).toBeGreaterThan(0);
    for (const game of fishing.value) {
      expect(game.game_type).toBe('fishing');
      expect(game.game_image).toMatch(/^\/api\/media\/games\//);
      expect(Buffer.from(game.placeholder!, 'base64').length).toBeGreaterThan(5);
    }
  });

  it('answers slides, announcements and marquee in the reader language, else the default', async () => {
    const inCn = { ...casino3, lang: 'CN' };
    const slides = fetchSlide.response.parse(await (await h.post('/api/home/fetch_slide', inCn)).json());
    expect(slides.value[0]!.title).toBe('新会员首存礼金：100% 奖励');
    expect(slides.value[0]!.placeholder).toBeTruthy();
    const news = fetchAnnouncement.response.parse(await (await h.post('/api/home/fetch_announment', inCn)).json());
    expect(news.value[0]!.title).toBe('计划维护');
    const lines = marquee.response.parse(await (await h.post('/api/home/marquee', inCn)).json());
    expect(lines.value[0]!.content).toContain('欢迎来到');
    // casino3 has no Russian: the default, English.
    const inRu = marquee.response.parse(await (await h.post('/api/home/marquee', { ...casino3, lang: 'RUS' })).json());
    expect(inRu.value[0]!.content).toMatch(/^Welcome to Lucky Lantern/);
    const plain = fetchSlide.response.parse(await (await h.post('/api/home/fetch_slide', casino3)).json());
    expect(plain.value[0]!.title).toBe('Welcome bonus: 100% on your first deposit');
  });

  it('answers SEO records by page and language, and null for a page without one', async () => {
    const cn = seo.response.parse(
      await (await h.post('/api/seo', { ...casino3, page_name: 'home', lang: 'CN' })).json(),
    );
    expect(cn.value).toMatchObject({ page_name: 'home', meta_lang: 'CN' });
    const vi = seo.response.parse(
      await (await h.post('/api/seo', { ...casino3, page_name: 'slots', lang: 'VI' })).json(),
    );
    expect(vi.value?.meta_lang).toBe('EN');
    const none = seo.response.parse(await (await h.post('/api/seo', { ...casino3, page_name: 'nowhere' })).json());
    expect(none.value).toBeNull();
  });

  it('refuses an unknown domain and an external_id of another tenant', async () => {
    for (const [path, body] of [
      ['/api/startup', { domain_name: 'nowhere.localhost' }],
      ['/api/home/marquee', { domain_name: 'casino3.localhost', external_id: 'felt-main' }],
      ['/api/settings/get_analytics', { domain_name: 'nowhere.localhost' }],
    ] as const) {
      const res = await h.post(path, body);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ statusCode: -404, message: 'siteNotConfigured' });
    }
  });

  it('refuses a body that is not JSON', async () => {
    const res = await h.post('/api/startup', '{"domain_name": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: -400, message: 'invalidJson' });
  });

  it('names the failing fields of a bad body', async () => {
    const res = await h.post('/api/product/get_hot_games', { domain_name: 'bad host!', game_type: 7 });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { statusCode: number; message: string; errors: { path: string }[] };
    expect(answer).toMatchObject({ statusCode: -400, message: 'validationFailed' });
    expect(answer.errors.map((e) => e.path).sort()).toEqual(['domain_name', 'external_id', 'game_type']);
    const lang = await h.post('/api/home/fetch_slide', { ...casino3, lang: 'XX' });
    expect(((await lang.json()) as { errors: { path: string }[] }).errors[0]!.path).toBe('lang');
  });

  it('answers notFound for unknown paths', async () => {
    for (const path of ['/api/nothing/here', '/api/auth/nothing', '/elsewhere']) {
      const res = await h.post(path, {});
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ statusCode: -404, message: 'notFound' });
    }
  });

  it('refuses a body over 64 KB', async () => {
    const res = await h.post('/api/startup', { domain_name: 'localhost', padding: 'x'.repeat(70_000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ statusCode: -413, message: 'payloadTooLarge' });
  });
});
