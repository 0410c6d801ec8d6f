import { describe, expect, it } from 'vitest';
import { createFakeWallet } from './fake-wallet';
import { createWalletClient, type MoneyCall, type WalletFetch } from './wallet-client';

const SECRET = 'wallet-client-test-secret';
const call: MoneyCall = {
  token: 'game-session-token-0123456789',
  transaction_id: 'tx-1',
  round_id: 'round-1',
  game_code: 'lucky-sevens',
  amount: 100,
  currency: 'PHP',
};
const quick = { sleep: async () => {} };

describe('wallet client', () => {
  it('signs each body so the wallet accepts it, and a wrong secret is refused', async () => {
    const wallet = createFakeWallet(SECRET);
    const client = createWalletClient({ fetch: wallet.fetch, secret: SECRET, ...quick });
    expect(await client.bet(call)).toEqual({
      ok: true,
      balance: 99_900,
      currency: 'PHP',
      statusCode: 1,
      transaction_id: 'tx-1',
    });
    expect(wallet.state.calls[0]).toMatchObject({ verb: 'bet', body: call });
    const stranger = createWalletClient({ fetch: wallet.fetch, secret: 'another-secret-entirely', ...quick });
    expect(await stranger.balance(call.token)).toEqual({ ok: false, message: 'invalidSignature', transient: false });
  });

  it('signs with its own clock: a wallet ten minutes away refuses the call', async () => {
    const at = Date.parse('2026-06-01T12:00:00Z');
    const wallet = createFakeWallet(SECRET, { now: () => new Date(at) });
    const inTime = createWalletClient({ fetch: wallet.fetch, secret: SECRET, now: () => new Date(at + 1_000) });
    expect(await inTime.balance(call.token)).toMatchObject({ ok: true });
    const late = createWalletClient({ fetch: wallet.fetch, secret: SECRET, now: () => new Date(at + 600_000) });
    expect(await late.balance(call.token)).toEqual({ ok: false, message: 'invalidSignature', transient: false });
  });

  it('posts to /api/provider/DEMO/<verb>', async () => {
    const paths: string[] = [];
    const fetch: WalletFetch = async (path) => {
      paths.push(path);
      return Response.json({ statusCode: 1, balance: 5, currency: 'PHP' });
    };
    await createWalletClient({ fetch, secret: SECRET }).balance(call.token);
    expect(paths).toEqual(['/api/provider/DEMO/balance']);
  });

  it('tries a win or rollback again after a network failure or 5xx, but never a bet', async () => {
    let attempts = 0;
    const fetch: WalletFetch = async () => {
      attempts++;
      if (attempts <= 2) throw new TypeError('fetch failed');
      return Response.json({ statusCode: 1, balance: 7, currency: 'PHP' });
    };
    const client = createWalletClient({ fetch, secret: SECRET, ...quick });
    expect(await client.win(call)).toMatchObject({ ok: true, balance: 7 });
    expect(attempts).toBe(3);

    attempts = 0;
    expect(await client.bet(call)).toEqual({ ok: false, message: 'serviceUnavailable', transient: true });
    expect(attempts).toBe(1);

    const down: WalletFetch = async () => new Response('bad gateway', { status: 502 });
    const give = createWalletClient({ fetch: down, secret: SECRET, retries: 2, ...quick });
    expect(await give.rollback(call)).toEqual({ ok: false, message: 'serviceUnavailable', transient: true });
  });

  it('treats an answer that breaks the contract as a failure', async () => {
    const fetch: WalletFetch = async () => Response.json({ statusCode: 1, balance: -3 });
    const client = createWalletClient({ fetch, secret: SECRET, retries: 0 });
    expect(await client.balance(call.token)).toMatchObject({ ok: false, transient: true });
  });
});
