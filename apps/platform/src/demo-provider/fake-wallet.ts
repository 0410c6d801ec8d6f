import { WALLET_SIGNATURE_HEADER, WALLET_TIMESTAMP_HEADER } from '@felt/contract';
import { isSignedWalletCall } from '../services/games/wallet-signature';
import type { WalletFetch } from './wallet-client';

// A seamless wallet in memory for the provider's tests: checks the signature, keeps one balance, answers a
// repeated transaction_id with its first answer, and can be told to fail the next calls of a verb.

export type WalletCall = { verb: string; body: Record<string, unknown> };

export type FakeWalletOptions = { balance?: number; currency?: string; now?: () => Date };

export function createFakeWallet(secret: string, options: FakeWalletOptions = {}) {
  const now = options.now ?? (() => new Date());
  const state = {
    balance: options.balance ?? 100_000,
    currency: options.currency ?? 'PHP',
    calls: [] as WalletCall[],
    /** verb → how many of its next calls answer 503; `refuse` → a message key to refuse with instead. */
    failures: new Map<string, number>(),
    refuse: new Map<string, string>(),
  };
  const seen = new Map<string, object>();
  const rounds = new Map<string, 'open' | 'settled' | 'rolled_back'>();
  const bets = new Map<string, { round: string; amount: number }>();
  const ok = (extra: object = {}) => ({ statusCode: 1, balance: state.balance, currency: state.currency, ...extra });
  const no = (message: string) => Response.json({ statusCode: -400, message }, { status: 400 });

  function apply(verb: string, body: Record<string, unknown>): object | string {
    const id = `${verb}:${body.transaction_id}`;
    if (seen.has(id)) return seen.get(id)!;
    const amount = Number(body.amount ?? 0);
    const round = String(body.round_id);
    if (verb === 'bet') {
      if (seen.has(`rollback:${body.transaction_id}`)) return 'transactionRolledBack';
      if (amount > state.balance) return 'insufficientFunds';
      state.balance -= amount;
      rounds.set(round, 'open');
      bets.set(String(body.transaction_id), { round, amount });
    } else if (verb === 'win') {
      if (rounds.get(round) !== 'open') return 'roundSettled';
      state.balance += amount;
      rounds.set(round, 'settled');
    } else if (verb === 'rollback') {
      const bet = bets.get(String(body.transaction_id));
      if (bet && rounds.get(bet.round) === 'settled') return 'roundSettled';
      if (bet && rounds.get(bet.round) === 'open') {
        state.balance += bet.amount;
        rounds.set(bet.round, 'rolled_back');
      }
    }
    const answer = ok({ transaction_id: body.transaction_id });
    seen.set(id, answer);
    return answer;
  }

  const fetch: WalletFetch = async (path, init) => {
    const verb = path.split('/').pop() ?? '';
    const raw = String(init.body);
    const headers = new Headers(init.headers);
    const signature = headers.get(WALLET_SIGNATURE_HEADER);
    const timestamp = headers.get(WALLET_TIMESTAMP_HEADER);
    if (!isSignedWalletCall(secret, { verb, raw, timestamp, signature }, now())) return no('invalidSignature');
    const body = JSON.parse(raw) as Record<string, unknown>;
    state.calls.push({ verb, body });
    const failing = state.failures.get(verb) ?? 0;
    if (failing > 0) {
      state.failures.set(verb, failing - 1);
      return new Response('down', { status: 503 });
    }
    const refusal = state.refuse.get(verb);
    if (refusal) return no(refusal);
    if (verb === 'authenticate') return Response.json(ok({ player_id: '1', account_id: 'demo01', game_code: 'x' }));
    if (verb === 'balance') return Response.json(ok());
    const answer = apply(verb, body);
    return typeof answer === 'string' ? no(answer) : Response.json(answer);
  };

  return { state, fetch, verbs: () => state.calls.map((call) => call.verb) };
}
