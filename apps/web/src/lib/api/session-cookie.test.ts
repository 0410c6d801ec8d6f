import { SESSION_COOKIE } from '@felt/contract/tables';
import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, readSession, sessionCookie } from './session-cookie.server';

const withCookie = (cookie: string) => new Request('https://a.localhost/api/x', { headers: { cookie } });
const attributes = (setCookie: string) =>
  setCookie
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());

describe('session cookie', () => {
  it('is a __Host- cookie: Secure, Path=/ and no Domain, or the browser drops it', () => {
    expect(SESSION_COOKIE).toBe('__Host-felt_session');
    for (const setCookie of [sessionCookie({ account_id: 'demo01', auth: 'tok' }), clearedSessionCookie()]) {
      expect(setCookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
      const attrs = attributes(setCookie);
      expect(attrs).toEqual(expect.arrayContaining(['secure', 'path=/', 'httponly']));
      expect(attrs.some((attr) => attr.startsWith('domain'))).toBe(false);
    }
  });

  it('reads the one session cookie among others', () => {
    const header = `felt_session=old01.stale; x${SESSION_COOKIE}=no.pe; ${SESSION_COOKIE}=demo01.tok; viewport=lg`;
    expect(readSession(withCookie(header))).toEqual({ account_id: 'demo01', auth: 'tok' });
  });

  it('refuses a request that carries the session cookie twice', () => {
    expect(readSession(withCookie(`${SESSION_COOKIE}=demo01.tok; ${SESSION_COOKIE}=evil01.planted`))).toBe('garbled');
    expect(readSession(withCookie(`${SESSION_COOKIE}=demo01.tok;${SESSION_COOKIE}=`))).toBe('garbled');
  });
});
