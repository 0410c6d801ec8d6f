import { ERROR_KEYS, STATUS } from '@felt/contract/tables';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { type Answer, callApi, isOk } from '@/lib/api/client';

// The proof of work the platform asks before signup and code requests (ALTCHA, no widget, no third party): the
// site hands out a challenge, the browser solves it with Web Crypto, and the call carries the solution as `altcha`.

/** Longer than any honest solve at the default work; a stuck one fails in words rather than spinning. */
const SOLVE_TIMEOUT_MS = 60_000;

const failed: Answer = { statusCode: STATUS.badRequest, message: ERROR_KEYS.challengeFailed };

/** Asks the site for a challenge and solves it: the `altcha` field, or the answer to show instead. */
export async function solvedChallenge(): Promise<{ altcha: string } | { failure: Answer }> {
  const asked = await callApi<{ challenge?: Challenge }>('/api/auth/challenge', {}, { inline: true });
  if (!isOk(asked) || !asked.challenge) return { failure: asked };
  try {
    const solution = await solveChallenge({ challenge: asked.challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
    if (!solution) return { failure: failed };
    // Hex, numbers and the site's ASCII host name: btoa takes the JSON as it is.
    return { altcha: btoa(JSON.stringify({ challenge: asked.challenge, solution })) };
  } catch {
    // No Web Crypto (an insecure origin, an old browser): the call cannot be proved.
    return { failure: failed };
  }
}

/**
 * callApi for a call that takes a solved challenge, solved right before it is sent (a solution is good once, for
 * ten minutes). `onSolving` says while the browser works, for a status text. Failures come back as answers.
 */
export async function callChallenged(
  path: string,
  body: object,
  onSolving: (solving: boolean) => void = () => {},
): Promise<Answer> {
  onSolving(true);
  const solved = await solvedChallenge().finally(() => onSolving(false));
  if ('failure' in solved) return solved.failure;
  return callApi(path, { ...body, altcha: solved.altcha }, { inline: true });
}
