import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ERROR_KEYS,
  STATUS,
  validationFailure,
  WALLET_CALLS,
  WALLET_SIGNATURE_HEADER,
  WALLET_VERBS,
  type WalletVerb,
} from '@felt/contract';
import type { Hono } from 'hono';
import { notFoundFailure, Refusal } from '../http/refusal';
import {
  authenticateGame,
  bet,
  gameBalance,
  type MoneyBody,
  rollback,
  type WalletDeps,
  win,
} from '../services/games/wallet';

export type ProviderRouting = WalletDeps & {
  /** The signing secret of a provider, or null when the platform has no integration with it. */
  secretOf: (providerCode: string) => string | null;
};

const MONEY_CALLS = { bet, win, rollback };

const isVerb = (value: string): value is WalletVerb => (WALLET_VERBS as readonly string[]).includes(value);

/** The signature must be hex HMAC-SHA256 of the exact bytes received, compared in constant time. */
function signed(secret: string, raw: string, header: string | undefined): boolean {
  if (!header || !/^[0-9a-f]{64}$/i.test(header)) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

function parse(verb: WalletVerb, raw: string) {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Refusal({ statusCode: STATUS.badRequest, message: ERROR_KEYS.invalidJson });
  }
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
    const raw = await c.req.text();
    if (!signed(secret, raw, c.req.header(WALLET_SIGNATURE_HEADER))) {
      throw new Refusal({ statusCode: STATUS.unauthorized, message: ERROR_KEYS.invalidSignature });
    }
    const body = parse(verb, raw);
    const answer =
      verb === 'authenticate'
        ? await authenticateGame(deps, provider, body.token)
        : verb === 'balance'
          ? await gameBalance(deps, provider, body.token)
          : await MONEY_CALLS[verb](deps, provider, body);
    return c.json({ statusCode: STATUS.ok, ...answer });
  });
}
