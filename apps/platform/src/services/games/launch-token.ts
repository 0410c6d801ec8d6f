import { createHmac, timingSafeEqual } from 'node:crypto';

// The signed, short-lived token of a launch URL (DESIGN.md 2). The operator signs it with the provider's
// secret; the provider checks it before it lets the game open, then uses the game session token inside it
// for the seamless-wallet calls. Format: base64url(JSON payload) "." hex HMAC-SHA256(secret, that text).

export type LaunchPayload = {
  /** The game session token the wallet knows the player by. */
  token: string;
  /** The catalogue game launched. */
  provider_code: string;
  game_code: string;
  /** The name the game page shows: the catalogue game's, which a DEMO engine may be playing. */
  game_name?: string;
  /** Which of the provider's engines plays it (DEMO: slot, crash, dice). */
  engine: string;
  currency: string;
  /** Locale code of the site language (EN, CN, ...). */
  lang: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
};

const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

export function signLaunchToken(secret: string, payload: LaunchPayload): string {
  const text = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${text}.${sign(secret, text)}`;
}

/** The payload of a genuine, unexpired launch token; null for anything else. */
export function readLaunchToken(secret: string, value: string, now: number): LaunchPayload | null {
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const text = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'hex');
  const expected = Buffer.from(sign(secret, text), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as LaunchPayload;
    return typeof payload.exp === 'number' && payload.exp > now && typeof payload.token === 'string' ? payload : null;
  } catch {
    return null;
  }
}
