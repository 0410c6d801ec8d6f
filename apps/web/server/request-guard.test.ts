import { describe, expect, it } from 'vitest';
import { undecodable } from './request-guard.mjs';

describe('undecodable paths', () => {
  it('are told apart from paths with proper percent-encoding', () => {
    expect(undecodable('/api/provider/%ZZ/balance')).toBe(true);
    expect(undecodable('/%E4%B8')).toBe(true);
    expect(undecodable('/api/media/games/x.svg')).toBe(false);
    expect(undecodable('/cn/%E4%B8%AD')).toBe(false);
    // The query is Next's to read; only the path must decode.
    expect(undecodable('/?q=%ZZ')).toBe(false);
  });
});
