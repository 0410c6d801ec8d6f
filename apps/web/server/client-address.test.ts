import { describe, expect, it } from 'vitest';
import { clientAddress, trustedHopsOf } from './client-address.mjs';

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('::ffff:198.51.100.4', '203.0.113.77', 0)).toBe('198.51.100.4');
    expect(clientAddress('127.0.0.1', undefined, 0)).toBe('127.0.0.1');
    expect(clientAddress(undefined, '203.0.113.77', 0)).toBe('unknown');
  });

  it('believes only the hops of trusted proxies, from the right', () => {
    // Player 198.51.100.9 wrote a forged entry; the operator's one proxy (10.0.0.2) appended the real peer.
    expect(clientAddress('10.0.0.2', '203.0.113.77, 198.51.100.9', 1)).toBe('198.51.100.9');
    // Two proxies: the CDN appended the player, the balancer appended the CDN.
    expect(clientAddress('10.0.0.2', '203.0.113.77, 198.51.100.9, 172.16.0.5', 2)).toBe('198.51.100.9');
    // Fewer entries than trusted hops: the leftmost is all there is.
    expect(clientAddress('10.0.0.2', '', 3)).toBe('10.0.0.2');
  });

  it('reads the number of trusted hops strictly', () => {
    expect(trustedHopsOf(undefined)).toBe(0);
    expect(trustedHopsOf('2')).toBe(2);
    expect(() => trustedHopsOf('two')).toThrow(/FELT_TRUSTED_PROXY_HOPS/);
    expect(() => trustedHopsOf('-1')).toThrow();
  });
});
