import { beforeAll, describe, expect, it } from 'vitest';
import { GROWTH_PER_MS } from './crash-math';
import { lineWins, REELS, windowAt, winOf } from './slot-math';
import { providerApp } from './test-app';

// Rounds through the routes over a fake wallet: bet then win with fresh ids, refusals, retries, rollbacks.

/** Stops that put 777 on the middle line. */
const sevens = REELS.map((strip) => (strip.indexOf('seven') - 1 + strip.length) % strip.length);

// The provider's store is migrated on the first app of the file: here, under the hook's longer timeout, rather than
// inside the first test, where on a busy machine the migrations alone can outlast a test's time.
beforeAll(async () => {
  await providerApp();
});

describe('Lucky Sevens rounds', () => {
  it('bets, then settles with a win of another transaction id in the same round', async () => {
    const { post, open, wallet, draws } = await providerApp();
    const play = await open('slot');
    draws.push(...sevens);
    const spun = await post('/demo/api/slot/spin', { play, stake: 100 });
    const win = winOf(100, lineWins(windowAt(sevens)));
    expect(win).toBeGreaterThanOrEqual(100 * 100);
    expect(spun).toMatchObject({ ok: true, win, balance: 100_000 - 100 + win });
    expect((spun.reels as string[][]).map((reel) => reel[1])).toEqual(['seven', 'seven', 'seven']);
    const [, bet, paid] = wallet.state.calls;
    expect(bet).toMatchObject({ verb: 'bet', body: { amount: 100, currency: 'PHP', game_code: 'lucky-sevens' } });
    expect(paid).toMatchObject({ verb: 'win', body: { round_id: bet!.body.round_id, amount: win } });
    expect(paid!.body.transaction_id).not.toBe(bet!.body.transaction_id);
  });

  it('answers the refusal of a bet, and refuses a stake off the ladder', async () => {
    const { post, open, wallet } = await providerApp({ balance: 50 });
    const play = await open('slot');
    expect(await post('/demo/api/slot/spin', { play, stake: 100 })).toMatchObject({ message: 'insufficientFunds' });
    expect(await post('/demo/api/slot/spin', { play, stake: 77 })).toMatchObject({ status: 400 });
    expect(await post('/demo/api/dice/roll', { play, stake: 10, direction: 'under', target: 50 })).toMatchObject({
      status: 404,
    });
    expect(wallet.verbs()).toEqual(['authenticate', 'bet']);
  });

  it('retries a win that met a 5xx with the same transaction id', async () => {
    const { post, open, wallet } = await providerApp();
    const play = await open('slot');
    wallet.state.failures.set('win', 2);
    expect(await post('/demo/api/slot/spin', { play, stake: 100 })).toMatchObject({ ok: true });
    const wins = wallet.state.calls.filter((call) => call.verb === 'win');
    expect(wins).toHaveLength(3);
    expect(new Set(wins.map((call) => call.body.transaction_id)).size).toBe(1);
  });

  it('rolls the bet back when the win cannot land, and when the bet went unanswered', async () => {
    const { post, open, wallet } = await providerApp();
    const play = await open('slot');
    wallet.state.refuse.set('win', 'transactionConflict');
    const cancelled = await post('/demo/api/slot/spin', { play, stake: 100 });
    expect(cancelled).toMatchObject({ ok: false, message: 'roundCancelled', balance: 100_000 });
    const bet = wallet.state.calls.find((call) => call.verb === 'bet')!;
    expect(wallet.state.calls.at(-1)).toMatchObject({
      verb: 'rollback',
      body: { transaction_id: bet.body.transaction_id },
    });

    wallet.state.refuse.delete('win');
    wallet.state.failures.set('bet', 1);
    expect(await post('/demo/api/slot/spin', { play, stake: 100 })).toMatchObject({ message: 'serviceUnavailable' });
    expect(wallet.verbs().slice(-2)).toEqual(['bet', 'rollback']);
    expect(wallet.state.balance).toBe(100_000);
  });
});

describe('Dice Duel rounds', () => {
  it('pays 99 / chance on a winning roll and nothing on a losing one', async () => {
    const { post, open, draws } = await providerApp();
    const play = await open('dice');
    draws.push(4999);
    expect(await post('/demo/api/dice/roll', { play, stake: 100, direction: 'under', target: 50 })).toMatchObject({
      ok: true,
      roll: 4999,
      won: true,
      win: 198,
      balance: 100_098,
    });
    draws.push(9999);
    expect(await post('/demo/api/dice/roll', { play, stake: 100, direction: 'under', target: 50 })).toMatchObject({
      won: false,
      win: 0,
      balance: 99_998,
    });
    expect(await post('/demo/api/dice/roll', { play, stake: 100, direction: 'under', target: 99 })).toMatchObject({
      status: 400,
    });
  });
});

describe('Rocket rounds', () => {
  const RANGE = 2 ** 32;
  /** The 32-bit draw whose crash point is `crash`. */
  const drawFor = (crash: number) => Math.ceil(RANGE - (0.97 * RANGE) / crash);

  it('pays a cash-out before the crash at the multiplier of the server clock', async () => {
    const { post, open, draws, clock, wallet } = await providerApp();
    const play = await open('crash');
    draws.push(drawFor(3));
    const started = await post('/demo/api/crash/start', { play, stake: 1000 });
    expect(started).toMatchObject({ ok: true, growth: GROWTH_PER_MS, balance: 99_000 });
    expect(await post('/demo/api/crash/start', { play, stake: 1000 })).toMatchObject({ message: 'roundOpen' });
    clock.now += Math.ceil(Math.log(2) / GROWTH_PER_MS) + 1;
    const round_id = started.round_id;
    const cashed = await post('/demo/api/crash/cash-out', { play, round_id });
    expect(cashed).toMatchObject({ ok: true, state: 'cashed', multiplier: 2, win: 2000, balance: 101_000 });
    expect(await post('/demo/api/crash/watch', { play, round_id })).toMatchObject({ state: 'cashed', win: 2000 });
    expect(wallet.verbs()).toEqual(['authenticate', 'bet', 'win']);
  });

  it('settles a round nobody cashes out as a loss when the rocket crashes', async () => {
    const { post, open, draws, wallet } = await providerApp();
    const play = await open('crash');
    draws.push(0); // crash point 0.97: gone at once, settled by the server's timer
    const started = await post('/demo/api/crash/start', { play, stake: 500 });
    const watched = await post('/demo/api/crash/watch', { play, round_id: started.round_id });
    expect(watched).toMatchObject({ ok: true, state: 'crashed', crash_point: 1, win: 0, balance: 99_500 });
    expect(wallet.state.calls.at(-1)).toMatchObject({ verb: 'win', body: { amount: 0 } });
    const late = await post('/demo/api/crash/cash-out', { play, round_id: started.round_id });
    expect(late).toMatchObject({ state: 'crashed', win: 0 });
    expect(wallet.verbs().filter((verb) => verb === 'win')).toHaveLength(1);
  });

  it('answers a cash-out after the crash time as a loss', async () => {
    const { post, open, draws, clock, launch } = await providerApp();
    const play = await open('crash');
    draws.push(drawFor(1.5));
    const started = await post('/demo/api/crash/start', { play, stake: 100 });
    clock.now += Math.ceil(Math.log(1.5) / GROWTH_PER_MS) + 5;
    const late = await post('/demo/api/crash/cash-out', { play, round_id: started.round_id });
    expect(late).toMatchObject({ ok: true, state: 'crashed', win: 0, balance: 99_900 });
    expect(late.crash_point).toBeCloseTo(1.5, 2);
    const other = (await post('/demo/api/open', { launch: launch('crash', { token: 'another-game-session-token' }) }))
      .play;
    expect(await post('/demo/api/crash/cash-out', { play: other, round_id: started.round_id })).toMatchObject({
      status: 404,
    });
  });
});
