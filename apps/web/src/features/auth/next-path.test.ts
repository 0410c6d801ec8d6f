import { describe, expect, it } from 'vitest';
import { nextPath } from './next-path';

const withNext = (next: string) => `?next=${encodeURIComponent(next)}`;

describe('nextPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(nextPath(withNext('/account'))).toBe('/account');
    expect(nextPath(withNext('/cn/security?tab=1'))).toBe('/cn/security?tab=1');
  });

  it('refuses anything that could leave the site', () => {
    for (const next of ['https://evil.test/', '//evil.test', '/\\evil.test', 'account', '/\t/evil.test', '']) {
      expect(nextPath(withNext(next))).toBeNull();
    }
    expect(nextPath('')).toBeNull();
  });
});
