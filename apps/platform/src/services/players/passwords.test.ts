import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP parameters and verifies', async () => {
    const stored = await hashPassword('correct horse 1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse 1')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse 2')).toBe(false);
  });

  it('spends a full verify when the account does not exist, and says no', async () => {
    const started = performance.now();
    expect(await verifyPassword(null, 'anything')).toBe(false);
    // A real verify, not an early return: argon2 at these parameters takes milliseconds, not microseconds.
    expect(performance.now() - started).toBeGreaterThan(5);
  });

  it('says no to a broken stored hash instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
