import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../db/queries/ledger';
import { BACKENDS } from '../test/backends';
import { type Harness, harness } from '../test/fixture';
import { fund, launch } from '../test/games';
import { call, registerPlayer, type Session } from '../test/players';

// The DEMO games on the real platform: launch_game's URL, the page, open, and rounds whose money moves through
// the platform's own seamless-wallet routes (signature check included) into the ledger.

type Answer = Record<string, unknown> & { status: number };
const json = async (res: Response): Promise<Answer> => ({ ...((await res.json()) as object), status: res.status });

describe.each(BACKENDS)('DEMO games on the platform ($name)', (backend) => {
  let h: Harness;
  let session: Session;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost']);
    session = await registerPlayer(h);
    await fund(h, session, 100_000);
  });
  afterAll(() => h?.database.close());

  const post = (path: string, body: object) => h.post(path, body).then(json);
  /** launch_game for a DEMO game, its page through the platform, and the play session the page opens. */
  async function openGame(game_code: string) {
    const launched = await launch(h, session, { provider_code: 'DEMO', game_code });
    const url = String(launched.answer.url);
    expect(url).toMatch(/^\/games\/demo\/(slot|crash|dice)\/\?launch=/);
    const page = await h.app.request(url.replace('/games/demo/', '/demo/'));
    expect(page.status).toBe(200);
    const launchToken = new URL(url, 'http://site').searchParams.get('launch');
    const opened = await post('/demo/api/open', { launch: launchToken });
    expect(opened).toMatchObject({ ok: true, currency: launched.currency });
    return opened;
  }
  const gameBalance = async () => (await call(h, '/api/auth/get_balance', session)).game_balance as number;

  it('plays Lucky Sevens rounds: each a bet and its win, the ledger in balance', async () => {
    const opened = await openGame('lucky-sevens');
    expect(opened.balance).toBe(100_000);
    let balance = 100_000;
    for (let spin = 0; spin < 5; spin++) {
      const spun = await post('/demo/api/slot/spin', { play: opened.play, stake: 200 });
      expect(spun).toMatchObject({ ok: true });
      balance += (spun.win as number) - 200;
      expect(spun.balance).toBe(balance);
    }
    expect(await gameBalance()).toBe(balance / 100);
    const history = await call(h, '/api/product/bet_history', session, { page: 1 });
    expect(history).toMatchObject({ statusCode: 1 });
    expect(history.total).toBeGreaterThanOrEqual(5);
    expect(await ledgerProblems(h.database.db)).toEqual({ unbalanced: [], mismatched: [] });
  });

  it('plays Dice Duel and Rocket, and refuses a stake beyond the balance', async () => {
    const dice = await openGame('dice-duel');
    const rolled = await post('/demo/api/dice/roll', { play: dice.play, stake: 100, direction: 'over', target: 50 });
    expect(rolled).toMatchObject({ ok: true });
    const rich = await post('/demo/api/dice/roll', { play: dice.play, stake: 5000, direction: 'over', target: 2 });
    expect(rich.ok).toBe(true);

    const rocket = await openGame('rocket');
    const started = await post('/demo/api/crash/start', { play: rocket.play, stake: 500 });
    expect(started).toMatchObject({ ok: true });
    const ended = await post('/demo/api/crash/cash-out', { play: rocket.play, round_id: started.round_id });
    expect(ended).toMatchObject({ ok: true });
    expect(['cashed', 'crashed']).toContain(ended.state);
    expect(await gameBalance()).toBe((ended.balance as number) / 100);
    expect(await ledgerProblems(h.database.db)).toEqual({ unbalanced: [], mismatched: [] });
  });

  it('answers insufficientFunds from the wallet when the stake is more than the balance', async () => {
    const poor = await registerPlayer(h);
    await fund(h, poor, 50);
    const launched = await launch(h, poor, { provider_code: 'DEMO', game_code: 'lucky-sevens' });
    const launchToken = new URL(String(launched.answer.url), 'http://site').searchParams.get('launch');
    const opened = await post('/demo/api/open', { launch: launchToken });
    const spun = await post('/demo/api/slot/spin', { play: opened.play, stake: 100 });
    expect(spun).toMatchObject({ ok: false, message: 'insufficientFunds' });
  });
});
