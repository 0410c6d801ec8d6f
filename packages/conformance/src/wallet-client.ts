import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  WALLET_SIGNATURE_HEADER,
  WALLET_TIMESTAMP_HEADER,
  type WalletVerb,
  walletPath,
  walletSignaturePayload,
} from '@felt/contract';
import type { Answer, HttpClient } from './http-client';

// A provider's side of the seamless wallet: signed calls (scheme in the contract's tables/games.ts), and the DEMO
// provider's signed launch token a launch URL carries (DESIGN.md 2: base64url(JSON) "." hex HMAC-SHA256 of it).

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

/** A seamless-wallet call as the provider makes it: the exact raw body, signed for its verb and the time now. */
export function signedCall(
  http: HttpClient,
  wallet: { provider: string; secret: string },
  verb: WalletVerb,
  body: object,
): Promise<Answer> {
  const { provider, secret } = wallet;
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = hmac(secret, walletSignaturePayload(verb, timestamp, raw)).toString('hex');
  return http.post(walletPath(provider, verb), raw, {
    [WALLET_TIMESTAMP_HEADER]: timestamp,
    [WALLET_SIGNATURE_HEADER]: signature,
  });
}

export type LaunchPayload = { token: string; currency: string };

/** The game session in a launch URL's `launch` parameter, when it is signed with `secret`; null otherwise. */
export function readLaunchUrl(secret: string, url: string): LaunchPayload | null {
  let value: string | null;
  try {
    value = new URL(url, 'http://site.invalid').searchParams.get('launch');
  } catch {
    return null;
  }
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot <= 0) return null;
  const text = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'hex');
  const expected = hmac(secret, text);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<LaunchPayload>;
    if (typeof payload.token !== 'string' || typeof payload.currency !== 'string') return null;
    return { token: payload.token, currency: payload.currency };
  } catch {
    return null;
  }
}
