import { GAME_SESSION_RULES } from '@felt/contract';
import { expect, it } from 'vitest';
import { readLaunchToken } from '../../services/games/launch-token';
import { DEMO_SECRET, type Harness } from '../../test/fixture';
import { launch } from '../../test/games';
import { answer, CASINO3, call, registerPlayer } from '../../test/players';

// The lobby's lists and game launch.

type Listed = { provider_code: string; game_code: string; game_name: string; game_type: string };
type ListedProvider = { provider_code: string; game_count: number; launch_mode: string; logo_url: string };

export function lobbyCases(shared: () => Harness) {
  const games = async (body: object) => answer(shared().post('/api/product/games', { ...CASINO3, ...body }));

  it('lists the providers of a category with their game counts, launch modes and logos', async () => {
    const res = await answer(shared().post('/api/product/providers', { ...CASINO3, game_type: 'slot_game' }));
    const list = res.value as ListedProvider[];
    const jili = list.find((p) => p.provider_code === 'JILI');
    expect(jili).toMatchObject({ logo_code: 'jili', logo_url: '/api/media/logos/jili.v2.svg', launch_mode: 'iframe' });
    // The address is the drawn logo the media route serves, not a name the site has to complete.
    const logo = await shared().app.request(jili?.logo_url ?? '');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(list.find((p) => p.provider_code === 'EVOPLAY')?.launch_mode).toBe('popup');
    expect(list.every((p) => p.game_count > 0)).toBe(true);
    const slots = await games({ game_type: 'slot_game', per_page: 96 });
    const total = list.reduce((sum, p) => sum + p.game_count, 0);
    expect(slots.total).toBe(total);
  });

  it('pages games and filters them by provider, flag and search words', async () => {
    const first = await games({ game_type: 'slot_game', per_page: 5, page: 1 });
    const second = await games({ game_type: 'slot_game', per_page: 5, page: 2 });
    const names = (res: typeof first) => (res.value as Listed[]).map((g) => g.game_code);
    expect(names(first)).toHaveLength(5);
    expect(names(second).some((code) => names(first).includes(code))).toBe(false);

    const jili = await games({ provider_code: 'jili', per_page: 96 });
    expect((jili.value as Listed[]).every((g) => g.provider_code === 'JILI')).toBe(true);
    const found = await games({ search: 'golden TEMPLE' });
    expect((found.value as Listed[]).map((g) => g.game_code)).toContain('golden-temple-riches');
    expect((found.value as Listed[]).every((g) => /golden/i.test(g.game_name) || /temple/i.test(g.game_name))).toBe(
      true,
    );
    expect((await games({ search: '%_' })).total).toBe(0);
    const hot = await games({ game_type: 'hot', per_page: 96 });
    expect(hot.total).toBeGreaterThan(0);
    expect(new Set((hot.value as Listed[]).map((g) => g.game_type)).size).toBeGreaterThan(1);
  });

  it('refuses bad list bodies with the failing fields', async () => {
    expect(await games({ per_page: 1000 })).toMatchObject({ message: 'validationFailed' });
    expect(await games({ game_type: 'nonsense' })).toMatchObject({ message: 'validationFailed' });
    expect(await games({ page: 0 })).toMatchObject({ message: 'validationFailed' });
    expect(await games({ search: 'x'.repeat(65) })).toMatchObject({ message: 'validationFailed' });
  });

  it('launches a game into an iframe with a signed token that expires in minutes', async () => {
    const h = shared();
    const session = await registerPlayer(h);
    const { answer: res } = await launch(h, session);
    expect(res).toMatchObject({ statusCode: 1, mode: 'iframe' });
    expect(String(res.url)).toMatch(/^\/games\/demo\/slot\/\?launch=/);
    const token = new URL(String(res.url), 'http://site').searchParams.get('launch') ?? '';
    const now = h.clock.now.getTime();
    expect(readLaunchToken(DEMO_SECRET, token, now)).toMatchObject({ game_code: 'golden-temple-riches' });
    expect(readLaunchToken(DEMO_SECRET, token, now + GAME_SESSION_RULES.launchTokenMs + 1)).toBeNull();
    expect(readLaunchToken('another-secret-entirely', token, now)).toBeNull();
    expect(readLaunchToken(DEMO_SECRET, `${token.slice(0, -2)}00`, now)).toBeNull();
    // The DEMO slot plays it under the catalogue game's own name.
    const page = await h.app.request(String(res.url).replace('/games/demo/', '/demo/'));
    expect(await page.text()).toContain('<h1>Golden Temple Riches</h1>');
  });

  it('opens popup-list providers in a popup, or a tab on a phone', async () => {
    const h = shared();
    const session = await registerPlayer(h);
    const evoplay = { provider_code: 'EVOPLAY', game_code: 'forest-sprite' };
    expect((await launch(h, session, evoplay)).answer.mode).toBe('popup');
    expect((await launch(h, session, evoplay, { device: 'mobile' })).answer.mode).toBe('newtab');
  });

  it('says clearly when a game cannot be launched', async () => {
    const h = shared();
    const session = await registerPlayer(h);
    const missing = await launch(h, session, { provider_code: 'JILI', game_code: 'no-such-game' });
    expect(missing.answer).toMatchObject({ status: 404, message: 'gameNotFound' });
    const guest = await call(
      h,
      '/api/product/launch_game',
      { ...session, auth: 'x'.repeat(43) },
      {
        ...CASINO3,
        provider_code: 'JILI',
        game_code: 'golden-temple-riches',
      },
    );
    expect(guest).toMatchObject({ message: 'sessionExpired' });
  });

  it('lists the games a player opened last, newest first, each once', async () => {
    const h = shared();
    const session = await registerPlayer(h);
    await launch(h, session, { provider_code: 'JILI', game_code: 'golden-temple-riches' });
    h.clock.advance(1000);
    await launch(h, session, { provider_code: 'PPLAY', game_code: 'olympus-thunder' });
    h.clock.advance(1000);
    await launch(h, session, { provider_code: 'JILI', game_code: 'golden-temple-riches' });
    const recent = await call(h, '/api/product/recent_games', session, CASINO3);
    expect((recent.value as Listed[]).map((g) => g.game_code)).toEqual(['golden-temple-riches', 'olympus-thunder']);
  });
}
