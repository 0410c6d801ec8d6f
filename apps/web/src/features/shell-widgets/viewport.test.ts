import { describe, expect, it } from 'vitest';
import { viewportCookie } from './viewport';

describe('viewport cookie (SPEC 9)', () => {
  it('writes the cookie for a year on path /, SameSite Strict, Secure only on https', () => {
    expect(viewportCookie('tablet', true)).toBe('viewport=tablet; Path=/; Max-Age=31536000; SameSite=Strict; Secure');
    expect(viewportCookie('mobile', false)).toBe('viewport=mobile; Path=/; Max-Age=31536000; SameSite=Strict');
  });
});
