import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCrashRounds } from '../db/schema';
import { GROWTH_PER_MS } from './crash-math';
import { placeRound } from './crash-store';
import { providerApp, SECRET, TOKEN } from './test-app';
import { tokenSeal } from './token-seal';

// Rocket behind a load balancer: two instances of the provider over one store, as two platform workers are.

const RANGE = 2 ** 32;
const drawFor = (crash: number) => Math.ceil(RANGE - (0.97 * RANGE) / crash);

// The provider's store is migrated on the first app of the file: here, under the hook's longer timeout, rather than
// inside the first test, where on a busy machine the migrations alone can outlast a test's time.
beforeAll(async () => {
  await providerApp();
});

describe('Rocket rounds on two instances', () => {
  it('cashes out on one instance a round started on the other, and both answer it', async () => {
    const a = await providerApp();
    const b = a.instance();
    const play = await a.open('crash');
    a.draws.push(drawFor(3));
    const started = await a.post('/demo/api/crash/start', { play, stake: 1000 });
    expect(started).toMatchObject({ ok: true, balance: 99_000 });
    expect(await b.post('/demo/api/crash/start', { play, stake: 1000 })).toMatchObject({ message: 'roundOpen' });
    a.clock.now += Math.ceil(Math.log(2) / GROWTH_PER_MS) + 1;
    const round_id = started.round_id;
    const [cashed, watched] = await Promise.all([
      b.post('/demo/api/crash/cash-out', { play, round_id }),
      a.post('/demo/api/crash/watch', { play, round_id }),
    ]);
    expect(cashed).toMatchObject({ ok: true, state: 'cashed', multiplier: 2, win: 2000, balance: 101_000 });
    expect(watched).toEqual(cashed);
    // A second cash-out, on either instance, is the same answer and pays nothing more.
    expect(await a.post('/demo/api/crash/cash-out', { play, round_id })).toEqual(cashed);
    expect(a.wallet.verbs()).toEqual(['authenticate', 'bet', 'win']);
  });

  it('decides a round once when both instances settle it at the same moment', async () => {
    const a = await providerApp();
    const b = a.instance();
    const play = await a.open('crash');
    a.draws.push(drawFor(1.5));
    const started = await a.post('/demo/api/crash/start', { play, stake: 500 });
    a.clock.now += Math.ceil(Math.log(1.5) / GROWTH_PER_MS) + 5;
    const round_id = started.round_id;
    const answers = await Promise.all([
      a.post('/demo/api/crash/cash-out', { play, round_id }),
      b.post('/demo/api/crash/cash-out', { play, round_id }),
      b.post('/demo/api/crash/watch', { play, round_id }),
    ]);
    for (const answer of answers) expect(answer).toMatchObject({ state: 'crashed', win: 0, balance: 99_500 });
    expect(a.wallet.verbs().filter((verb) => verb === 'win')).toHaveLength(1);
  });

  it('lets another instance finish a round whose instance stopped, with the sealed token it kept', async () => {
    const a = await providerApp();
    const play = await a.open('crash');
    a.draws.push(drawFor(5));
    const started = await a.post('/demo/api/crash/start', { play, stake: 1000 });
    // The first instance is gone: nobody watches, its timer is lost. Time passes beyond the crash.
    a.clock.now += Math.ceil(Math.log(5) / GROWTH_PER_MS) + 3_000;
    const b = a.instance();
    await b.sweep();
    expect(a.wallet.verbs()).toEqual(['authenticate', 'bet', 'win']);
    expect(a.wallet.state.balance).toBe(99_000);
    expect(await b.post('/demo/api/crash/watch', { play, round_id: started.round_id })).toMatchObject({
      state: 'crashed',
      win: 0,
    });
    // The session may play again at once.
    expect(await b.post('/demo/api/crash/start', { play, stake: 100 })).toMatchObject({ ok: true });
  });

  it('rolls back a bet whose round never took off, so no stake stays held', async () => {
    const a = await providerApp();
    const round_id = '3f0c1a9e-8f64-4a8e-9a50-3a2f1c7d0b11';
    await placeRound(a.db, {
      round_id,
      play_key: 'stopped-mid-bet',
      sealed_token: tokenSeal(SECRET).seal(TOKEN),
      game_code: 'rocket',
      currency: 'PHP',
      stake: 250,
      bet_transaction_id: 'a1b2c3d4-0000-4000-8000-000000000001',
      win_transaction_id: 'a1b2c3d4-0000-4000-8000-000000000002',
      crash: 2,
      updated_at: a.clock.now,
    });
    await a.sweep();
    expect(a.wallet.verbs()).toEqual([]);
    a.clock.now += 31_000;
    await a.sweep();
    expect(a.wallet.verbs()).toEqual(['rollback']);
    expect(await a.db.select().from(demoCrashRounds).where(eq(demoCrashRounds.round_id, round_id))).toEqual([]);
  });

  it('opens a launch once across instances', async () => {
    const a = await providerApp();
    const b = a.instance();
    const launch = a.launch('slot');
    expect(await a.post('/demo/api/open', { launch })).toMatchObject({ ok: true });
    expect(await b.post('/demo/api/open', { launch })).toMatchObject({ message: 'launchExpired' });
  });
});

describe('token seal', () => {
  it('opens what it sealed and nothing sealed under another key or altered', () => {
    const sealed = tokenSeal(SECRET).seal(TOKEN);
    expect(sealed).not.toContain(TOKEN);
    expect(tokenSeal(SECRET).open(sealed)).toBe(TOKEN);
    expect(tokenSeal('another-secret').open(sealed)).toBeNull();
    expect(tokenSeal(SECRET).open(`${sealed.slice(0, -2)}AA`)).toBeNull();
  });
});
