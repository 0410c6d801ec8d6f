// The seamless-wallet signing of the contract (tables/games.ts), for the scripts that call the wallet as a game
// provider does: HMAC-SHA256 over verb, unix-seconds time and the exact raw body, sent in two headers.
import { createHmac } from 'node:crypto';

/** The HMAC of a call of `verb` carrying `raw`, signed at `timestamp` (unix seconds, as text). */
export const walletMac = (secret, verb, timestamp, raw) =>
  createHmac('sha256', secret).update(`${verb}\n${timestamp}\n${raw}`).digest();

/** The headers of a signed wallet call whose body is sent as `raw`, signed now. */
export function walletSignatureHeaders(secret, verb, raw) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return { 'x-felt-timestamp': timestamp, 'x-signature': walletMac(secret, verb, timestamp, raw).toString('hex') };
}
