import { expect, it } from 'vitest';
import { ledgerProblems } from '../../db/queries/ledger';
import { type Harness, OPERATOR_KEY } from '../../test/fixture';
import { freshTx, fund, launch, money, wallet } from '../../test/games';
import { call, registerPlayer } from '../../test/players';

// The seamless-wallet rules of DESIGN.md 2, each through the provider's signed HTTP calls.

const balanceOf = async (h: Harness, token: string) => (await wallet(h, 'balance', { token })).balance as number;

export function walletCases(shared: () => Harness) {
  const ready = async (minor = 10_000) => {
    const h = shared();
    const session = await registerPlayer(h);
    await fund(h, session, minor);
    return { h, session, game: await launch(h, session) };
  };

  it('authenticates a launched session and answers the balance in minor units', async () => {
    const { h, session, game } = await ready(12_345);
    const who = await wallet(h, 'authenticate', { token: game.token });
    expect(who).toMatchObject({ statusCode: 1, balance: 12_345, account_id: session.account_id });
    expect(who.currency).toBe(game.currency);
  });

  it('takes a bet, pays a win, settles the round and shows it in bet history', async () => {
    const { h, session, game } = await ready();
    const round = freshTx('round');
    expect(await wallet(h, 'bet', money(game, 500, round))).toMatchObject({ statusCode: 1, balance: 9_500 });
    expect(await wallet(h, 'win', money(game, 1_250, round))).toMatchObject({ statusCode: 1, balance: 10_750 });
    const history = await call(h, '/api/product/bet_history', session, { page: 1 });
    expect(history).toMatchObject({ statusCode: 1, total: 1, total_bet: 5, total_win: 12.5 });
    expect(history.value).toEqual([
      expect.objectContaining({ round_id: round, bet_amount: 5, win_amount: 12.5, status: 'settled' }),
    ]);
    const balance = await call(h, '/api/auth/get_balance', session);
    expect(balance.game_balance).toBe(107.5);
  });

  it('answers a repeated bet or win with its first answer and moves the money once', async () => {
    const { h, game } = await ready();
    const round = freshTx('round');
    const stake = money(game, 700, round);
    const first = await wallet(h, 'bet', stake);
    await wallet(h, 'bet', { ...stake, amount: 1 }).then((again) => expect(again).toEqual(first));
    const pay = money(game, 300, round);
    const paid = await wallet(h, 'win', pay);
    expect(await wallet(h, 'win', pay)).toEqual(paid);
    expect(await balanceOf(h, game.token)).toBe(10_000 - 700 + 300);
  });

  it('refuses a bet beyond the balance and moves nothing', async () => {
    const { h, game } = await ready(1_000);
    expect(await wallet(h, 'bet', money(game, 1_001))).toMatchObject({ status: 400, message: 'insufficientFunds' });
    expect(await balanceOf(h, game.token)).toBe(1_000);
    expect(await wallet(h, 'bet', money(game, 1_000))).toMatchObject({ statusCode: 1, balance: 0 });
  });

  it('refuses calls whose signature is missing, wrong, or over another body', async () => {
    const { h, game } = await ready();
    const body = money(game, 100);
    expect(await wallet(h, 'bet', body, 'not-the-secret-at-all')).toMatchObject({ message: 'invalidSignature' });
    const unsigned = await h.post('/api/provider/DEMO/bet', body);
    expect(unsigned.status).toBe(401);
    expect(await wallet(h, 'bet', body, undefined, 'JILI')).toMatchObject({ status: 404 });
    expect(await balanceOf(h, game.token)).toBe(10_000);
  });

  it('refuses hostile bodies with the failing fields and moves nothing', async () => {
    const { h, game } = await ready();
    for (const amount of [-5, 1.5, Number.MAX_SAFE_INTEGER * 2, '100']) {
      const res = await wallet(h, 'bet', { ...money(game, 0), amount });
      expect(res, String(amount)).toMatchObject({ status: 400, message: 'validationFailed' });
    }
    expect(await wallet(h, 'bet', { token: game.token })).toMatchObject({ message: 'validationFailed' });
    expect(await wallet(h, 'bet', { ...money(game, 10), currency: 'XXX' })).toMatchObject({
      message: 'currencyMismatch',
    });
    expect(await wallet(h, 'bet', { ...money(game, 10), token: 'x'.repeat(40) })).toMatchObject({
      message: 'sessionExpired',
    });
    expect(await balanceOf(h, game.token)).toBe(10_000);
  });

  it('needs a live session to bet, but settles and rolls back after it ended', async () => {
    const { h, game } = await ready();
    const won = freshTx('round');
    const undone = freshTx('round');
    await wallet(h, 'bet', money(game, 400, won));
    const stake = money(game, 600, undone);
    await wallet(h, 'bet', stake);
    h.clock.advance(5 * 60 * 60 * 1000);
    try {
      expect(await wallet(h, 'bet', money(game, 100))).toMatchObject({ message: 'sessionExpired' });
      expect(await wallet(h, 'authenticate', { token: game.token })).toMatchObject({ message: 'sessionExpired' });
      expect(await wallet(h, 'win', money(game, 1_000, won))).toMatchObject({ statusCode: 1, balance: 10_000 });
      expect(await wallet(h, 'rollback', stake)).toMatchObject({ statusCode: 1, balance: 10_600 });
    } finally {
      h.clock.advance(-5 * 60 * 60 * 1000);
    }
  });

  it('rolls back an open bet once, and refuses to roll back a settled round', async () => {
    const { h, session, game } = await ready();
    const stake = money(game, 2_000);
    await wallet(h, 'bet', stake);
    const undone = await wallet(h, 'rollback', stake);
    expect(undone).toMatchObject({ statusCode: 1, balance: 10_000 });
    expect(await wallet(h, 'rollback', stake)).toEqual(undone);
    expect(await wallet(h, 'win', money(game, 50, stake.round_id))).toMatchObject({ message: 'transactionRolledBack' });

    const round = freshTx('round');
    const settledStake = money(game, 300, round);
    await wallet(h, 'bet', settledStake);
    await wallet(h, 'win', money(game, 0, round));
    expect(await wallet(h, 'rollback', settledStake)).toMatchObject({ message: 'roundSettled' });
    expect(await wallet(h, 'bet', money(game, 10, round))).toMatchObject({ message: 'roundSettled' });
    expect(await balanceOf(h, game.token)).toBe(9_700);
    const history = await call(h, '/api/product/bet_history', session, { page: 1, status: 'rolled_back' });
    expect(history.value).toEqual([expect.objectContaining({ round_id: stake.round_id, bet_amount: 0 })]);
  });

  it('leaves a tombstone for a rollback that came first, and refuses the late bet', async () => {
    const { h, game } = await ready();
    const late = money(game, 800);
    const first = await wallet(h, 'rollback', late);
    expect(first).toMatchObject({ statusCode: 1, balance: 10_000 });
    expect(await wallet(h, 'rollback', late)).toEqual(first);
    expect(await wallet(h, 'bet', late)).toMatchObject({ message: 'transactionRolledBack' });
    expect(await balanceOf(h, game.token)).toBe(10_000);
  });

  it('refuses bets of a blocked player', async () => {
    const { h, session, game } = await ready();
    const blocked = await h.post(
      '/api/operator/players/status',
      { domain_name: session.site.domain_name, account_id: session.account_id, status: 'BLOCK' },
      { 'x-operator-key': OPERATOR_KEY },
    );
    expect(blocked.status).toBe(200);
    // The block also ended the game session, which is what the wallet answers first.
    expect(await wallet(h, 'bet', money(game, 100))).toMatchObject({ status: 401, message: 'sessionExpired' });
  });

  it('never overdraws under 50 concurrent bets, and applies concurrent repeats once', async () => {
    const { h, session, game } = await ready(2_000);
    const bets = Array.from({ length: 50 }, () => wallet(h, 'bet', money(game, 100)));
    const answers = await Promise.all(bets);
    expect(answers.filter((a) => a.statusCode === 1)).toHaveLength(20);
    expect(answers.filter((a) => a.message === 'insufficientFunds')).toHaveLength(30);
    expect(await balanceOf(h, game.token)).toBe(0);

    await fund(h, session, 1_000);
    const twin = money(game, 600);
    const repeats = await Promise.all(Array.from({ length: 10 }, () => wallet(h, 'bet', twin)));
    expect(new Set(repeats.map((a) => JSON.stringify({ s: a.statusCode, b: a.balance, m: a.message })))).toEqual(
      new Set([JSON.stringify({ s: 1, b: 400 })]),
    );
    expect(await balanceOf(h, game.token)).toBe(400);
  });

  it('never loses a stake when a bet and its rollback race', async () => {
    const { h, game } = await ready(5_000);
    const stakes = Array.from({ length: 20 }, () => money(game, 250));
    await Promise.all(stakes.flatMap((stake) => [wallet(h, 'bet', stake), wallet(h, 'rollback', stake)]));
    // Whichever came first, each stake is either refused (tombstone) or taken and given back.
    expect(await balanceOf(h, game.token)).toBe(5_000);
  });

  it('keeps the ledger balanced and every wallet equal to its entries', async () => {
    expect(await ledgerProblems(shared().database.db)).toEqual({ unbalanced: [], mismatched: [] });
  });
}
