import { describe, expect, it } from 'vitest';
import { readOptions } from './options';

describe('readOptions', () => {
  it('takes the secrets from the environment when the command line leaves them out', () => {
    const env = { FELT_CONFORMANCE_PASSWORD: 'pw', FELT_CONFORMANCE_PROVIDER_SECRET: 'secret' };
    expect(readOptions(['--url', 'http://127.0.0.1:4000', '--account', 'demo01'], env)).toEqual({
      url: 'http://127.0.0.1:4000',
      domain: 'localhost',
      account: { id: 'demo01', password: 'pw' },
      providerSecret: 'secret',
      provider: 'DEMO',
      game: 'lucky-sevens',
    });
  });

  it("takes a provider of the operator's and a game session opened with it", () => {
    const env = { FELT_CONFORMANCE_WALLET_TOKEN: 'session-from-env' };
    expect(readOptions(['--url', 'http://x', '--provider', 'acme_slots'], env)).toMatchObject({
      provider: 'ACME_SLOTS',
      walletToken: 'session-from-env',
    });
    expect(readOptions(['--url', 'http://x', '--wallet-token', 'given'], env)).toMatchObject({ walletToken: 'given' });
    expect(readOptions(['--url', 'http://x', '--provider', 'a/b'])).toEqual({
      error: '--provider must be 2-32 letters, digits or _',
    });
  });

  it('takes --signup instead of an account, never with one', () => {
    expect(readOptions(['--url', 'http://x', '--signup'])).toMatchObject({ signup: true, account: undefined });
    expect(readOptions(['--url', 'http://x', '--signup'], { FELT_CONFORMANCE_PASSWORD: 'pw' })).toMatchObject({
      signup: true,
      account: undefined,
    });
    expect(readOptions(['--url', 'http://x'])).not.toHaveProperty('signup');
    expect(readOptions(['--url', 'http://x', '--signup', '--account', 'demo01', '--password', 'pw'])).toEqual({
      error: '--signup makes an account of its own: give --signup or --account, not both',
    });
  });

  it('refuses a command line it cannot use', () => {
    expect(readOptions([])).toEqual({ error: '--url must be an http(s) address' });
    expect(readOptions(['--url', 'http://x', '--password', 'pw'])).toEqual({
      error: '--account and --password go together',
    });
    expect(readOptions(['--url', 'http://x', '--nope'])).toMatchObject({ error: expect.stringContaining('--nope') });
  });
});
