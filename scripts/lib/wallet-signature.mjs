// The seamless-wallet signing of the contract (tables/games.ts), for the scripts that call the wallet as a game
// provider does: HMAC-SHA256 over verb, unix-seconds time and the exact raw body, sent in two headers.
import { createHmac } from 'node:crypto';

/** The headers of a signed wallet call whose body is sent as `raw`, signed now. */
export function walletSignatureHeaders(secret, verb, raw) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${verb}\n${timestamp}\n${raw}`).digest('hex');
  return { 'x-felt-timestamp': timestamp, 'x-signature': signature };
}
