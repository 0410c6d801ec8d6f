import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callChallenged } from './challenge';

// The browser side of the proof of work: ask, solve with Web Crypto, send the solution once with the call.

const SECRET = 'test-challenge-secret';

const challenge = () =>
  createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 40,
    deriveKey,
    expiresAt: new Date(Date.now() + 60_000),
    hmacSignatureSecret: SECRET,
    data: { site: 'casino3.localhost' },
  });

/** The BFF: a challenge (or `challengeAnswer`) at /api/auth/challenge, ok to anything else; the bodies it got. */
function stubBff(challengeAnswer?: object) {
  const bodies: Record<string, Record<string, unknown>> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      bodies[path] = JSON.parse(String(init.body));
      if (path !== '/api/auth/challenge') return Response.json({ statusCode: 1 });
      return Response.json(challengeAnswer ?? { statusCode: 1, challenge: await challenge() });
    }),
  );
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

describe('callChallenged', () => {
  it('solves the challenge and sends the call with a solution the platform verifies', async () => {
    const bodies = stubBff();
    const solving: boolean[] = [];
    const answer = await callChallenged('/api/auth/tac/request_login', { account_id: 'demo01' }, (s) =>
      solving.push(s),
    );
    expect(answer).toEqual({ statusCode: 1 });
    expect(solving).toEqual([true, false]);
    const sent = bodies['/api/auth/tac/request_login']!;
    expect(sent.account_id).toBe('demo01');
    const payload = JSON.parse(atob(String(sent.altcha)));
    const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: SECRET });
    expect(result.verified).toBe(true);
  });

  it('answers the failure of the challenge call, or challengeFailed, without sending the call', async () => {
    const closed = stubBff({ statusCode: -403, message: 'siteClosed' });
    expect(await callChallenged('/api/auth/signup', {})).toEqual({ statusCode: -403, message: 'siteClosed' });
    expect(closed['/api/auth/signup']).toBeUndefined();
    const broken = await challenge();
    const garbled = stubBff({
      statusCode: 1,
      challenge: { ...broken, parameters: { ...broken.parameters, keyPrefix: 'zz' } },
    });
    expect(await callChallenged('/api/auth/signup', {})).toEqual({ statusCode: -400, message: 'challengeFailed' });
    expect(garbled['/api/auth/signup']).toBeUndefined();
  });
});
