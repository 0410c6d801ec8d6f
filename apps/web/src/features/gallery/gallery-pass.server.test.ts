import { describe, expect, it } from 'vitest';
import { galleryState, isGoodPass, isOperatorKey, PASS_COOKIE, passCookie } from './gallery-pass.server';

// The gallery's key and pass: the right key earns a cookie that proves it without holding it; a wrong key, or a
// server without an operator key, earns nothing.

const secrets = { operatorKey: 'the-operator-key-0123456789', webSecret: 'the-web-secret-0123456789abcdef' };
const NOW = Date.UTC(2030, 0, 1);

describe('the operator key', () => {
  it('is taken when right, refused when wrong or empty', () => {
    expect(isOperatorKey(secrets.operatorKey, secrets)).toBe(true);
    expect(isOperatorKey(`${secrets.operatorKey}x`, secrets)).toBe(false);
    expect(isOperatorKey('the-operator-key', secrets)).toBe(false);
    expect(isOperatorKey('', secrets)).toBe(false);
  });

  it('opens nothing when the server has no operator key or no web secret, and says which', () => {
    expect(galleryState(secrets)).toBe('ready');
    expect(galleryState({ webSecret: secrets.webSecret })).toBe('noOperatorKey');
    expect(galleryState({ operatorKey: secrets.operatorKey })).toBe('noWebSecret');
    expect(isOperatorKey('', { webSecret: secrets.webSecret })).toBe(false);
    expect(isOperatorKey(secrets.operatorKey, { operatorKey: secrets.operatorKey })).toBe(false);
  });
});

describe('the pass cookie', () => {
  const cookie = passCookie(false, NOW, secrets);

  it('is HttpOnly, SameSite=Strict, for /gallery only, Secure over HTTPS, and never holds the key', () => {
    expect(cookie).toMatchObject({ name: PASS_COOKIE, httpOnly: true, sameSite: 'strict', path: '/gallery' });
    expect(cookie.secure).toBe(false);
    expect(passCookie(true, NOW, secrets).secure).toBe(true);
    expect(cookie.value).not.toContain(secrets.operatorKey);
    expect(cookie.value).not.toContain(Buffer.from(secrets.operatorKey).toString('base64url'));
  });

  it('lets its holder in until it expires', () => {
    expect(isGoodPass(cookie.value, NOW + 60_000, secrets)).toBe(true);
    expect(isGoodPass(cookie.value, NOW + cookie.maxAge * 1000, secrets)).toBe(false);
  });

  it('is worth nothing altered, made under another key or secret, or when the server has no key', () => {
    const [expires, mac] = cookie.value.split('.');
    expect(isGoodPass(`${Number(expires) + 3600}.${mac}`, NOW, secrets)).toBe(false);
    expect(isGoodPass(`${expires}.${mac?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`, NOW, secrets)).toBe(false);
    expect(isGoodPass(cookie.value, NOW, { ...secrets, operatorKey: 'another-operator-key-0123456789' })).toBe(false);
    expect(isGoodPass(cookie.value, NOW, { ...secrets, webSecret: 'another-web-secret-0123456789abc' })).toBe(false);
    expect(isGoodPass(cookie.value, NOW, { webSecret: secrets.webSecret })).toBe(false);
    expect(isGoodPass(undefined, NOW, secrets)).toBe(false);
    expect(isGoodPass('yes', NOW, secrets)).toBe(false);
  });
});
