import { authChallenge } from '@felt/contract';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expectSuccess } from './checks';
import type { KitContext } from './context';
import { Mismatch, NotApplicable, shown } from './outcome';
import { ask } from './rows/reads';

// The proof of work a back end asks before signup and code requests (auth/challenge, ALTCHA): the kit solves it as
// the site's browser does, with altcha-lib, and sends the solution as the call's `altcha` field.

/** The algorithms the site's solver knows (altcha-lib's SHA family); a challenge of another one breaks signup. */
const ALGORITHMS = ['SHA-256', 'SHA-384', 'SHA-512'];

/** As long as the site lets a browser work before it gives up (apps/web/src/features/auth/challenge.ts). */
const SOLVE_TIMEOUT_MS = 60_000;

export type Solved = { altcha: string; algorithm: string; counter: number; ms: number };

/** A fresh challenge of the back end, solved: the `altcha` value a signup or code request carries. */
export async function solvedChallenge(ctx: KitContext): Promise<Solved> {
  const answer = await ask(ctx, authChallenge, 'guest').catch((error: unknown) => {
    if (error instanceof NotApplicable) throw new NotApplicable(`auth/challenge ${error.reason}, and signup needs it`);
    throw error;
  });
  const { algorithm } = expectSuccess(answer, authChallenge.response).challenge.parameters;
  if (!ALGORITHMS.includes(algorithm)) {
    throw new Mismatch('challenge.parameters.algorithm', `one of ${ALGORITHMS.join(', ')}`, shown(algorithm));
  }
  // The challenge as it came, not as parsed: its signature covers every parameter, and the site sends it whole.
  const challenge = answer.challenge as Challenge;
  const started = performance.now();
  let solution: Awaited<ReturnType<typeof solveChallenge>>;
  try {
    solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  } catch (error) {
    throw new Mismatch('challenge', 'a challenge the kit can solve', (error as Error).message);
  }
  if (!solution) throw new Mismatch('challenge', `a solution within ${SOLVE_TIMEOUT_MS / 1000} s`, 'none found');
  return {
    altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    algorithm,
    counter: solution.counter,
    ms: Math.round(performance.now() - started),
  };
}
