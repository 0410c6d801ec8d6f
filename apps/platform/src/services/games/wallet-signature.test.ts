import { createHmac } from 'node:crypto';
import { WALLET_SIGNATURE_HEADER, WALLET_SIGNATURE_WINDOW_S, WALLET_TIMESTAMP_HEADER } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { isSignedWalletCall, walletSignatureHeaders } from './wallet-signature';

const SECRET = 'wallet-signature-test-secret';
const AT = new Date('2026-06-01T12:00:00Z');
const RAW = '{"token":"t","transaction_id":"tx-1"}';
const seconds = (s: number) => new Date(AT.getTime() + s * 1000);

const callOf = (headers: Record<string, string>, verb = 'bet', raw = RAW) => ({
  verb,
  raw,
  timestamp: headers[WALLET_TIMESTAMP_HEADER],
  signature: headers[WALLET_SIGNATURE_HEADER],
});

describe('wallet signatures', () => {
  it('sign "<verb>\\n<unix seconds>\\n<raw body>", the text other signers (the bench) compute by hand', () => {
    const headers = walletSignatureHeaders(SECRET, 'bet', RAW, AT);
    const timestamp = String(AT.getTime() / 1000);
    expect(headers[WALLET_TIMESTAMP_HEADER]).toBe(timestamp);
    const expected = createHmac('sha256', SECRET).update(`bet\n${timestamp}\n${RAW}`).digest('hex');
    expect(headers[WALLET_SIGNATURE_HEADER]).toBe(expected);
  });

  it('hold only for the same secret, verb and body, in upper or lower case hex', () => {
    const headers = walletSignatureHeaders(SECRET, 'bet', RAW, AT);
    expect(isSignedWalletCall(SECRET, callOf(headers), AT)).toBe(true);
    const upper = { ...headers, [WALLET_SIGNATURE_HEADER]: headers[WALLET_SIGNATURE_HEADER]!.toUpperCase() };
    expect(isSignedWalletCall(SECRET, callOf(upper), AT)).toBe(true);
    expect(isSignedWalletCall('another-secret', callOf(headers), AT)).toBe(false);
    expect(isSignedWalletCall(SECRET, callOf(headers, 'rollback'), AT)).toBe(false);
    expect(isSignedWalletCall(SECRET, callOf(headers, 'bet', `${RAW} `), AT)).toBe(false);
    expect(isSignedWalletCall(SECRET, { ...callOf(headers), signature: 'ab' }, AT)).toBe(false);
  });

  it('hold within the window either way of the clock, and not a second beyond it', () => {
    const headers = walletSignatureHeaders(SECRET, 'win', RAW, AT);
    const at = (s: number) => isSignedWalletCall(SECRET, callOf(headers, 'win'), seconds(s));
    expect([at(WALLET_SIGNATURE_WINDOW_S), at(-WALLET_SIGNATURE_WINDOW_S)]).toEqual([true, true]);
    expect([at(WALLET_SIGNATURE_WINDOW_S + 1), at(-WALLET_SIGNATURE_WINDOW_S - 1)]).toEqual([false, false]);
    expect(isSignedWalletCall(SECRET, { ...callOf(headers, 'win'), timestamp: undefined }, AT)).toBe(false);
  });
});
