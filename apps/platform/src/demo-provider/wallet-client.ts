import { DEMO_PROVIDER, WALLET_CALLS, type WalletVerb, walletPath } from '@felt/contract';
import { walletSignatureHeaders } from '../services/games/wallet-signature';

// The DEMO provider's side of the seamless wallet (DESIGN.md 2): signed POSTs to /api/provider/DEMO/<verb>.
// The transport is a fetch-like function, so the platform can pass `(path, init) => app.request(path, init)`
// (in-process, but through the real HTTP layer and signature check) and a remote provider a real fetch.

export type WalletFetch = (path: string, init: RequestInit) => Promise<Response>;

export type MoneyCall = {
  token: string;
  transaction_id: string;
  round_id: string;
  game_code: string;
  amount: number;
  currency: string;
};

export type WalletOk = { ok: true; balance: number; currency: string };
/** `transient`: the wallet could not be reached or failed (5xx); whether the call applied is unknown. */
export type WalletRefused = { ok: false; message: string; transient: boolean };
export type WalletResult<T = WalletOk> = T | WalletRefused;
export type Identity = WalletOk & { player_id: string; account_id: string; game_code: string };

export type WalletClient = {
  authenticate: (token: string) => Promise<WalletResult<Identity>>;
  balance: (token: string) => Promise<WalletResult>;
  bet: (call: MoneyCall) => Promise<WalletResult>;
  win: (call: MoneyCall) => Promise<WalletResult>;
  rollback: (call: MoneyCall) => Promise<WalletResult>;
};

export type WalletClientOptions = {
  fetch: WalletFetch;
  secret: string;
  providerCode?: string;
  /** Extra tries of a win or rollback after a transient failure; the same transaction_id makes them safe. */
  retries?: number;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
  /** The signing clock; the wallet refuses calls signed too far from its own, so in-process calls share its clock. */
  now?: () => Date;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const unavailable: WalletRefused = { ok: false, message: 'serviceUnavailable', transient: true };

export function createWalletClient(options: WalletClientOptions): WalletClient {
  const provider = options.providerCode ?? DEMO_PROVIDER;
  const retries = options.retries ?? 3;
  const sleep = options.sleep ?? wait;
  const now = options.now ?? (() => new Date());

  async function once(verb: WalletVerb, body: object): Promise<WalletResult<Record<string, unknown>>> {
    const raw = JSON.stringify(body);
    let response: Response;
    let json: unknown;
    try {
      response = await options.fetch(walletPath(provider, verb), {
        method: 'POST',
        // Signed per attempt: a retry of a settling call carries a fresh timestamp, the same body.
        headers: { 'content-type': 'application/json', ...walletSignatureHeaders(options.secret, verb, raw, now()) },
        body: raw,
        signal: AbortSignal.timeout(options.timeoutMs ?? 8_000),
      });
      if (response.status >= 500) return unavailable;
      json = await response.json();
    } catch {
      return unavailable;
    }
    // The answer is checked against the contract's own schema; anything else is a broken wallet.
    const parsed = WALLET_CALLS[verb].response.safeParse(json);
    if (parsed.success) return { ...(parsed.data as Record<string, unknown>), ok: true } as WalletOk;
    const message = (json as { message?: unknown })?.message;
    return typeof message === 'string' ? { ok: false, message, transient: false } : unavailable;
  }

  /** Settling calls must land: a transient failure is tried again, backing off, with the same body. */
  async function settling(verb: 'win' | 'rollback', call: MoneyCall): Promise<WalletResult> {
    let result = await once(verb, call);
    for (let attempt = 1; attempt <= retries && !result.ok && result.transient; attempt++) {
      await sleep(100 * 3 ** (attempt - 1));
      result = await once(verb, call);
    }
    return result as WalletResult;
  }

  return {
    authenticate: async (token) => (await once('authenticate', { token })) as WalletResult<Identity>,
    balance: async (token) => (await once('balance', { token })) as WalletResult,
    bet: async (call) => (await once('bet', call)) as WalletResult,
    win: (call) => settling('win', call),
    rollback: (call) => settling('rollback', call),
  };
}
