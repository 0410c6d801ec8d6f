import { BREAKPOINTS } from '@felt/contract/tables';
import { describe, expect, it } from 'vitest';
import { breakpointFromQueries, viewportCookie } from './viewport';

/** matchMedia of a window `width` px wide, for min-width queries. */
const widthOf = (width: number) => (query: string) => width >= Number(/(\d+)px/.exec(query)?.[1]);

describe('viewport breakpoint (SPEC 9)', () => {
  it('is the widest min-width query that matches', () => {
    expect(breakpointFromQueries(widthOf(320))).toBe('mobile');
    expect(breakpointFromQueries(widthOf(400))).toBe('mobileMedium');
    expect(breakpointFromQueries(widthOf(767))).toBe('mobileWide');
    expect(breakpointFromQueries(widthOf(768))).toBe('tablet');
    expect(breakpointFromQueries(widthOf(1279))).toBe('desktop');
    expect(breakpointFromQueries(widthOf(1280))).toBe('desktopMedium');
    expect(breakpointFromQueries(widthOf(2560))).toBe('desktopWide');
  });

  it('falls back to desktop when no query matches', () => {
    expect(breakpointFromQueries(widthOf(300))).toBe('desktop');
    expect(breakpointFromQueries(() => false)).toBe('desktop');
  });

  it('asks one query per breakpoint', () => {
    const asked: string[] = [];
    breakpointFromQueries((query) => asked.push(query) > 0);
    expect(asked).toEqual(Object.values(BREAKPOINTS).map((px) => `(min-width: ${px}px)`));
  });

  it('writes the cookie for a year on path /, SameSite Strict, Secure only on https', () => {
    expect(viewportCookie('tablet', true)).toBe('viewport=tablet; Path=/; Max-Age=31536000; SameSite=Strict; Secure');
    expect(viewportCookie('mobile', false)).toBe('viewport=mobile; Path=/; Max-Age=31536000; SameSite=Strict');
  });
});
