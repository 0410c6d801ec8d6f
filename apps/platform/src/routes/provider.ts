import {
  ERROR_KEYS,
  STATUS,
  validationFailure,
  WALLET_CALLS,
  WALLET_SIGNATURE_HEADER,
  WALLET_TIMESTAMP_HEADER,
  WALLET_VERBS,
  type WalletVerb,
} from '@felt/contract';
import type { Hono } from 'hono';
import { hasNul } from '../http/read-body';
import { notFoundFailure, Refusal } from '../http/refusal';
import { countWalletCall } from '../metrics/metrics';
import {
  authenticateGame,
  bet,
  gameBalance,
  type MoneyBody,
  rollback,
  type WalletDeps,
  win,
} from '../services/games/wallet';
import { isSignedWalletCall } from '../services/games/wallet-signature';

export type ProviderRouting = WalletDeps & {
  /** The signing secret of a provider, or null when the platform has no integration with it. */
  secretOf: (providerCode: string) => string | null;
};

const MONEY_CALLS = { bet, win, rollback };

const isVerb = (value: string): value is WalletVerb => (WALLET_VERBS as readonly string[]).includes(value);

function parse(verb: WalletVerb, raw: string) {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Refusal({ statusCode: STATUS.badRequest, message: ERROR_KEYS.invalidJson });
  }
  // PostgreSQL cannot store a NUL in text; no wallet field needs one.
  if (hasNul(json)) throw new Refusal({ statusCode: STATUS.badRequest, message: ERROR_KEYS.invalidJson });
  const parsed = WALLET_CALLS[verb].request.safeParse(json);
  if (!parsed.success) throw new Refusal(validationFailure(parsed.error));
  return parsed.data as MoneyBody;
}

export function providerRoutes(app: Hono, deps: ProviderRouting): void {
  // /api/provider/{provider_code}/{authenticate,balance,bet,win,rollback}: the seamless wallet (DESIGN.md 2).
  app.post('/api/provider/:provider/:verb', async (c) => {
    const provider = c.req.param('provider');
    const verb = c.req.param('verb');
    const secret = deps.secretOf(provider);
    if (!secret || !isVerb(verb)) return c.json(notFoundFailure, 404);
    try {
      const raw = await c.req.text();
      // Signed for this verb, this body and a time near ours: a captured call replays nowhere else and not later.
      const call = {
        verb,
        raw,
        timestamp: c.req.header(WALLET_TIMESTAMP_HEADER),
        signature: c.req.header(WALLET_SIGNATURE_HEADER),
      };
      if (!isSignedWalletCall(secret, call, deps.now())) {
        throw new Refusal({ statusCode: STATUS.unauthorized, message: ERROR_KEYS.invalidSignature });
      }
      const body = parse(verb, raw);
      const answer =
        verb === 'authenticate'
          ? await authenticateGame(deps, provider, body.token)
          : verb === 'balance'
            ? await gameBalance(deps, provider, body.token)
            : await MONEY_CALLS[verb](deps, provider, body);
      countWalletCall(verb, 'ok');
      return c.json({ statusCode: STATUS.ok, ...answer });
    } catch (error) {
      countWalletCall(verb, error instanceof Refusal ? error.failure.message : 'error');
      throw error;
    }
  });
}
