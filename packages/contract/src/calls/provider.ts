import { z } from 'zod';
import { success } from '../envelope';
import { defineCall } from './define';

// The seamless wallet (DESIGN.md 2): a game provider's server calls these on the platform, never a browser.
// Each call is signed for its verb and time (tables/games.ts): header x-felt-timestamp = unix seconds, header
// x-signature = hex HMAC-SHA256(provider secret, `${verb}\n${timestamp}\n${raw body}`). Amounts are integer
// minor units of the player's currency. A repeated transaction_id answers the first answer again.

const tag = 'provider';
const token = z.string().min(16).max(256).describe('The game session token the provider got at launch');
const transaction_id = z.string().trim().min(1).max(128).describe("The provider's id of this money movement");
const round_id = z.string().trim().min(1).max(128);
const game_code = z.string().trim().min(1).max(64);
const currency = z.string().regex(/^[A-Z]{3}$/);
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).describe('Minor units (cents)');

const Money = z.object({ token, transaction_id, round_id, game_code, amount: minor, currency });

const WalletAnswer = success({
  balance: minor.describe("The player's balance after the call, minor units"),
  currency,
  transaction_id: z.string().optional(),
});

/** `/api/provider/{provider_code}/<verb>`: the path with the provider's code in it. */
export const walletPath = (providerCode: string, verb: WalletVerb) => `/api/provider/${providerCode}/${verb}` as const;
export const WALLET_VERBS = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export type WalletVerb = (typeof WALLET_VERBS)[number];

const define = <Req extends z.ZodObject, Res extends z.ZodType>(
  verb: WalletVerb,
  summary: string,
  request: Req,
  response: Res,
) =>
  defineCall({
    path: `/api/provider/{provider_code}/${verb}`,
    method: 'POST',
    tag,
    summary,
    extension: true,
    failure: 'product',
    request,
    response,
  });

export const walletAuthenticate = define(
  'authenticate',
  'Who plays: the player behind a game session token',
  z.object({ token }),
  WalletAnswer.extend({ player_id: z.string(), account_id: z.string(), game_code: z.string() }),
);
export const walletBalance = define('balance', "The player's balance", z.object({ token }), WalletAnswer);
export const walletBet = define(
  'bet',
  'Take a stake: refused beyond the balance, after the session ended, or for a rolled-back id',
  Money,
  WalletAnswer,
);
export const walletWin = define(
  'win',
  'Pay a round out (zero for a loss) and settle it; accepted after the session ended',
  Money,
  WalletAnswer,
);
export const walletRollback = define(
  'rollback',
  'Undo the bet whose id is transaction_id; an unknown id succeeds and is never accepted later',
  Money.extend({ amount: minor.optional() }),
  WalletAnswer,
);

/** The seamless-wallet calls by verb; kept out of CALLS, so the site's BFF never forwards them. */
export const WALLET_CALLS = {
  authenticate: walletAuthenticate,
  balance: walletBalance,
  bet: walletBet,
  win: walletWin,
  rollback: walletRollback,
} as const;
