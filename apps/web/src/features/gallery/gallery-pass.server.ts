import { createHmac } from 'node:crypto';
import { env } from '@/lib/env.server';
import { matchesOperatorKey, sameSecret } from '@/lib/operator-key.server';
import { GALLERY_PATH } from './gallery-access';

// The gallery's pass: after the operator key was given once, a cookie that proves it without holding it. Its
// value is an expiry time and an HMAC, under FELT_WEB_SECRET, of that time and the key; a changed key or secret
// ends every pass. HttpOnly, SameSite=Strict and sent to /gallery only (docs/decisions/0030).

export const PASS_COOKIE = 'felt_gallery';
const PASS_SECONDS = 12 * 60 * 60;

export type GallerySecrets = { operatorKey?: string; webSecret?: string };
/** ready: keys can be checked; otherwise the gallery refuses everything and says which setting is missing. */
export type GalleryState = 'ready' | 'noOperatorKey' | 'noWebSecret';

const configured = (): GallerySecrets => ({ operatorKey: env.FELT_OPERATOR_KEY, webSecret: env.FELT_WEB_SECRET });

export function galleryState(secrets: GallerySecrets = configured()): GalleryState {
  if (!secrets.operatorKey) return 'noOperatorKey';
  if (!secrets.webSecret) return 'noWebSecret';
  return 'ready';
}

/** Whether `given` is the operator key; false whenever the gallery is not ready. */
export function isOperatorKey(given: string, secrets: GallerySecrets = configured()): boolean {
  return galleryState(secrets) === 'ready' && matchesOperatorKey(given, secrets.operatorKey);
}

function mac(expires: number, secrets: GallerySecrets): string {
  return createHmac('sha256', secrets.webSecret ?? '')
    .update(`felt-gallery\0${expires}\0${secrets.operatorKey ?? ''}`)
    .digest('base64url');
}

export type PassCookie = {
  name: string;
  value: string;
  httpOnly: true;
  sameSite: 'strict';
  path: string;
  secure: boolean;
  maxAge: number;
};

/** The cookie that lets its holder in for the next hours; made only after isOperatorKey said yes. */
export function passCookie(secure: boolean, now = Date.now(), secrets: GallerySecrets = configured()): PassCookie {
  const expires = Math.floor(now / 1000) + PASS_SECONDS;
  return {
    name: PASS_COOKIE,
    value: `${expires}.${mac(expires, secrets)}`,
    httpOnly: true,
    sameSite: 'strict',
    path: GALLERY_PATH,
    secure,
    maxAge: PASS_SECONDS,
  };
}

/** Whether a pass cookie's value is good now: made here, under the current key and secret, not expired. */
export function isGoodPass(
  value: string | undefined,
  now = Date.now(),
  secrets: GallerySecrets = configured(),
): boolean {
  if (!value || galleryState(secrets) !== 'ready') return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  return sameSecret(match[2] ?? '', mac(expires, secrets));
}
