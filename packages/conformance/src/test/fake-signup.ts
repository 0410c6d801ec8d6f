import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Handler } from './fake-backend';
import { AT } from './fake-reads';

// The fixture's players and their signup: a proof-of-work challenge, a signup that takes each solution once and
// each account id once, and, when codes are on, a PENDING account that logs in only after its register code
// (sent to the demo outbox).

export type FakePlayer = { password: string; active: boolean; code?: string };
export type FakePlayers = Map<string, FakePlayer>;

const SECRET = 'fixture-challenge-secret';
const OK = { statusCode: 1 };
const refuse = (message: string) => ({ statusCode: -400, message });

export type SignupRules = { codes: boolean; takesDuplicates: boolean; takesSpentSolutions: boolean };
export const SIGNUP_RULES: SignupRules = { codes: true, takesDuplicates: false, takesSpentSolutions: false };

/** A challenge as the reference platform makes one, with little work, since the tests solve many. */
export async function fakeChallenge() {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(2_000),
    deriveKey,
    expiresAt: new Date(Date.now() + 60_000),
    hmacSignatureSecret: SECRET,
  });
  return { ...OK, challenge };
}

export function signupRoutes(players: FakePlayers, rules: SignupRules = SIGNUP_RULES): Record<string, Handler> {
  const spent = new Set<string>();
  /** Whether `altcha` is a right solution of a challenge made here, spending it (unless the rules say otherwise). */
  async function takes(altcha: unknown): Promise<boolean> {
    try {
      const { challenge, solution } = JSON.parse(Buffer.from(String(altcha), 'base64').toString('utf8'));
      if (!(await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET })).verified)
        return false;
      if (spent.has(challenge.signature) && !rules.takesSpentSolutions) return false;
      spent.add(challenge.signature);
      return true;
    } catch {
      return false;
    }
  }
  const pending = (id: unknown) => {
    const player = players.get(String(id));
    return player && !player.active ? player : undefined;
  };
  return {
    '/api/auth/challenge': fakeChallenge,
    '/api/auth/signup': async ({ account_id, password, altcha }) => {
      if (!(await takes(altcha))) return refuse('challengeFailed');
      // A back end that takes a duplicate here says yes and keeps the first account as it was.
      if (players.has(String(account_id))) return rules.takesDuplicates ? OK : refuse('accountExists');
      players.set(String(account_id), { password: String(password), active: !rules.codes });
      return OK;
    },
    '/api/auth/tac/request_new_register': async ({ account_id, altcha }) => {
      if (!(await takes(altcha))) return refuse('challengeFailed');
      const player = pending(account_id);
      if (!player) return refuse('accountExists');
      player.code = String(randomInt(1_000_000)).padStart(6, '0');
      return OK;
    },
    '/api/dev/outbox': ({ account_id }) => {
      const code = pending(account_id)?.code;
      return { ...OK, value: code ? [{ tac: code, purpose: 'register', created_at: AT }] : [] };
    },
    '/api/auth/tac/verify': ({ account_id, tac }) => {
      const player = pending(account_id);
      if (!player?.code || player.code !== tac) return refuse('tacInvalid');
      player.active = true;
      return OK;
    },
  };
}
