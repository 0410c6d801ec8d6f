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
      game: 'lucky-sevens',
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
