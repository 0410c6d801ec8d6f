import { createHmac } from 'node:crypto';
import { WALLET_SIGNATURE_HEADER, WALLET_TIMESTAMP_HEADER } from '@felt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../db/queries/ledger';
import { walletSignatureHeaders } from '../services/games/wallet-signature';
import { BACKENDS } from '../test/backends';
import { DEMO_SECRET, type Harness, harness } from '../test/fixture';
import { freshTx, fund, launch, money, wallet } from '../test/games';
import { answer, registerPlayer } from '../test/players';

// Signatures bind the verb and the time: a captured call cannot be posted to another verb, nor replayed later.

const TEN_MINUTES = 10 * 60 * 1000;

describe('seamless-wallet signatures', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(BACKENDS[0]!, ['casino3.localhost']);
  });
  afterAll(() => h?.database.close());

  const ready = async () => {
    const session = await registerPlayer(h);
    await fund(h, session, 10_000);
    return launch(h, session);
  };
  const balanceOf = async (token: string) => (await wallet(h, 'balance', { token })).balance;
  /** Posts `raw` to a verb with exactly these headers, as a replaying attacker would. */
  const send = (verb: string, raw: string, headers: Record<string, string>) =>
    answer(h.post(`/api/provider/DEMO/${verb}`, raw, headers));

  it('accepts a call signed for its verb at the platform time', async () => {
    const game = await ready();
    const raw = JSON.stringify(money(game, 500));
    const answered = await send('bet', raw, walletSignatureHeaders(DEMO_SECRET, 'bet', raw, h.clock.now));
    expect(answered).toMatchObject({ status: 200, statusCode: 1, balance: 9_500 });
  });

  it('refuses a captured bet replayed on /rollback or /win, and moves no money', async () => {
    const game = await ready();
    const round = freshTx('round');
    const raw = JSON.stringify(money(game, 2_000, round));
    const captured = walletSignatureHeaders(DEMO_SECRET, 'bet', raw, h.clock.now);
    expect(await send('bet', raw, captured)).toMatchObject({ statusCode: 1, balance: 8_000 });

    for (const verb of ['rollback', 'win']) {
      expect(await send(verb, raw, captured), verb).toMatchObject({ status: 401, message: 'invalidSignature' });
    }
    expect(await balanceOf(game.token)).toBe(8_000);
    // The round is still open and the bet still stands: its own win settles it.
    expect(await wallet(h, 'win', money(game, 0, round))).toMatchObject({ statusCode: 1, balance: 8_000 });
    expect(await ledgerProblems(h.database.db)).toEqual({ unbalanced: [], mismatched: [] });
  });

  it('refuses a call signed ten minutes ago or ahead, and accepts the same bytes within the window', async () => {
    const game = await ready();
    const raw = JSON.stringify(money(game, 300));
    const signedNow = walletSignatureHeaders(DEMO_SECRET, 'bet', raw, h.clock.now);
    const past = new Date(h.clock.now.getTime() - TEN_MINUTES);
    const future = new Date(h.clock.now.getTime() + TEN_MINUTES);
    for (const at of [past, future]) {
      const stale = await send('bet', raw, walletSignatureHeaders(DEMO_SECRET, 'bet', raw, at));
      expect(stale, at.toISOString()).toMatchObject({ status: 401, message: 'invalidSignature' });
    }
    h.clock.advance(TEN_MINUTES);
    try {
      expect(await send('bet', raw, signedNow)).toMatchObject({ status: 401, message: 'invalidSignature' });
    } finally {
      h.clock.advance(-TEN_MINUTES);
    }
    expect(await balanceOf(game.token)).toBe(10_000);
    expect(await send('bet', raw, signedNow)).toMatchObject({ statusCode: 1, balance: 9_700 });
  });

  it('refuses a call without a timestamp, with a malformed one, or signed over the body alone', async () => {
    const game = await ready();
    const raw = JSON.stringify(money(game, 400));
    const signed = walletSignatureHeaders(DEMO_SECRET, 'bet', raw, h.clock.now);
    const { [WALLET_TIMESTAMP_HEADER]: timestamp, ...noTimestamp } = signed;
    expect(await send('bet', raw, noTimestamp)).toMatchObject({ status: 401, message: 'invalidSignature' });
    for (const bad of ['', 'soon', `${timestamp}.0`, `-${timestamp}`, `${timestamp}0000000`]) {
      const res = await send('bet', raw, { ...signed, [WALLET_TIMESTAMP_HEADER]: bad });
      expect(res, bad).toMatchObject({ status: 401, message: 'invalidSignature' });
    }
    // The former scheme: HMAC of the raw body only, no timestamp.
    const bodyOnly = createHmac('sha256', DEMO_SECRET).update(raw).digest('hex');
    expect(await send('bet', raw, { [WALLET_SIGNATURE_HEADER]: bodyOnly })).toMatchObject({ status: 401 });
    expect(await send('bet', raw, { ...signed, [WALLET_SIGNATURE_HEADER]: bodyOnly })).toMatchObject({ status: 401 });
    expect(await balanceOf(game.token)).toBe(10_000);
    expect(await send('bet', raw, signed)).toMatchObject({ statusCode: 1, balance: 9_600 });
  });
});
