import { describe, expect, it } from 'vitest';
import { deviceOf, isBalancePing, nameFromCode } from './launch-device';

describe('deviceOf', () => {
  it('is mobile for a touch screen or a window below the tablet breakpoint', () => {
    expect(deviceOf({ coarsePointer: true, breakpoint: 'desktopMedium' })).toBe('mobile');
    expect(deviceOf({ coarsePointer: false, breakpoint: 'mobileWide' })).toBe('mobile');
    expect(deviceOf({ coarsePointer: false, breakpoint: 'tablet' })).toBe('desktop');
  });
});

describe('nameFromCode', () => {
  it('turns a game code into words', () => {
    expect(nameFromCode('golden-temple-riches')).toBe('Golden Temple Riches');
    expect(nameFromCode('hash_odd--or-even')).toBe('Hash Odd Or Even');
  });
});

describe('isBalancePing', () => {
  const origin = 'http://localhost:3310';
  it('accepts the ping from the same origin only', () => {
    expect(isBalancePing({ origin, data: { type: 'felt:balance' } }, origin)).toBe(true);
    expect(isBalancePing({ origin: 'http://evil.test', data: { type: 'felt:balance' } }, origin)).toBe(false);
    expect(isBalancePing({ origin, data: 'felt:balance' }, origin)).toBe(false);
    expect(isBalancePing({ origin, data: null }, origin)).toBe(false);
  });
});
