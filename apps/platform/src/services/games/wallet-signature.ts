import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  WALLET_SIGNATURE_HEADER,
  WALLET_SIGNATURE_WINDOW_S,
  WALLET_TIMESTAMP_HEADER,
  walletSignaturePayload,
} from '@felt/contract';

// The one signer and checker of seamless-wallet calls (scheme in the contract's tables/games.ts), shared by the
// platform's wallet routes, the DEMO provider's client and the tests, so no side can drift from the other.

const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

const mac = (secret: string, verb: string, timestamp: string, raw: string) =>
  createHmac('sha256', secret)
    .update(walletSignaturePayload(verb, timestamp, raw))
    .digest();

/** The timestamp and signature headers of a call of `verb` carrying exactly `raw`, signed at `at`. */
export function walletSignatureHeaders(secret: string, verb: string, raw: string, at: Date): Record<string, string> {
  const timestamp = String(unixSeconds(at));
  return {
    [WALLET_TIMESTAMP_HEADER]: timestamp,
    [WALLET_SIGNATURE_HEADER]: mac(secret, verb, timestamp, raw).toString('hex'),
  };
}

export type SignedWalletCall = {
  verb: string;
  raw: string;
  timestamp: string | null | undefined;
  signature: string | null | undefined;
};

/** True only for a signature over this verb and body, made within the window around `now`; compared in constant time. */
export function isSignedWalletCall(secret: string, call: SignedWalletCall, now: Date): boolean {
  const { timestamp, signature } = call;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(unixSeconds(now) - Number(timestamp)) > WALLET_SIGNATURE_WINDOW_S) return false;
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(mac(secret, call.verb, timestamp, call.raw), Buffer.from(signature, 'hex'));
}
