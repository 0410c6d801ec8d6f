import { describe, expect, it } from 'vitest';
import { keyAttempts } from './key-attempts.server';

// An address that keeps sending wrong keys is not heard for ten minutes; a right key clears its count.

describe('wrong operator keys', () => {
  it('lock an address out after five, for ten minutes, without touching another address', () => {
    let now = 0;
    const attempts = keyAttempts({ now: () => now });
    for (let i = 0; i < 4; i++) attempts.wrong('10.0.0.1');
    expect(attempts.locked('10.0.0.1')).toBe(false);
    attempts.wrong('10.0.0.1');
    expect(attempts.locked('10.0.0.1')).toBe(true);
    expect(attempts.locked('10.0.0.2')).toBe(false);
    now += 10 * 60 * 1000;
    expect(attempts.locked('10.0.0.1')).toBe(false);
  });

  it('are forgotten after a right key', () => {
    const attempts = keyAttempts();
    for (let i = 0; i < 4; i++) attempts.wrong('10.0.0.1');
    attempts.right('10.0.0.1');
    attempts.wrong('10.0.0.1');
    expect(attempts.locked('10.0.0.1')).toBe(false);
  });
});
