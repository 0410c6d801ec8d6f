import { describe, expect, it } from 'vitest';
import { kindOf } from './metrics.mjs';
import { requestId } from './request-id.mjs';

describe('request ids', () => {
  it('makes a fresh id unless the operator’s own balancer named one', () => {
    const fresh = requestId('player-chosen-id', 0);
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId('player-chosen-id', 0)).not.toBe(fresh);
    expect(requestId('lb-0a1b2c', 1)).toBe('lb-0a1b2c');
    // A forged line break or an endless id is never passed on.
    expect(requestId('a\nlevel=error', 1)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId('x'.repeat(65), 1)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId(['a', 'b'], 1)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metric kinds', () => {
  it('names what a path asks for from a short fixed list, never the path', () => {
    expect(kindOf('/api/auth/get_balance')).toBe('api');
    expect(kindOf('/_next/static/chunks/a.js')).toBe('asset');
    expect(kindOf('/media/games/x.svg')).toBe('media');
    expect(kindOf('/games/demo/slot/?launch=abc')).toBe('game');
    expect(kindOf('/en/slots?provider=JILI')).toBe('page');
    expect(kindOf('http://evil/')).toBe('other');
  });
});
