import { afterEach, describe, expect, it } from 'vitest';
import type { Outcome } from './outcome';
import type { Handler } from './test/fake-backend';
import { goodRoutes } from './test/fake-routes';
import { fakeChallenge, SIGNUP_RULES } from './test/fake-signup';
import { FAKE_PROFILE, writeRoutes } from './test/fake-writes';
import { closeFake, kitAgainst, notPassed } from './test/kit-against-fake';

// The signup rows against fakes that break one signup rule each. A broken signup leaves the kit without an account,
// so the rows that need one are n/a, and must say so; no other row may fail.

afterEach(closeFake);

/** The rows that failed, after checking that every skipped row waits on a signup row. */
async function signupFailures(routes: Record<string, Handler>): Promise<Record<string, Outcome>> {
  const outcomes = await notPassed(routes);
  const skipped = Object.values(outcomes).filter((outcome) => outcome.result === 'n/a');
  expect(skipped).toEqual(skipped.map(() => ({ result: 'n/a', reason: expect.stringMatching(/^needs signup\./) })));
  return Object.fromEntries(Object.entries(outcomes).filter(([, outcome]) => outcome.result === 'fail'));
}

/** The good routes with the signup answer changed by `change` (given the good answer and the body). */
function signupAnswering(change: (answer: { statusCode?: unknown; message?: unknown }) => object) {
  const good = goodRoutes();
  const signup = good['/api/auth/signup']!;
  return { ...good, '/api/auth/signup': async (body: Record<string, unknown>) => change(await signup(body)) };
}

describe('the signup rows against broken back ends', () => {
  it('a challenge answer without its signature fails signup.challenge at that field', async () => {
    const unsigned = async () => {
      const { challenge, ...answer } = await fakeChallenge();
      return { ...answer, challenge: { parameters: challenge.parameters } };
    };
    expect(await signupFailures({ ...goodRoutes(), '/api/auth/challenge': unsigned })).toEqual({
      'signup.challenge': {
        result: 'fail',
        field: 'challenge.signature',
        expected: 'Invalid input: expected string, received undefined',
        got: '(absent)',
      },
    });
  });

  it('a challenge no key can solve fails signup.challenge at the challenge', async () => {
    const unsolvable = async () => {
      const answer = await fakeChallenge();
      return {
        ...answer,
        challenge: { ...answer.challenge, parameters: { ...answer.challenge.parameters, keyPrefix: 'zz' } },
      };
    };
    expect(await signupFailures({ ...goodRoutes(), '/api/auth/challenge': unsolvable })).toEqual({
      'signup.challenge': {
        result: 'fail',
        field: 'challenge',
        expected: 'a challenge the kit can solve',
        got: 'keyPrefix must be a non-empty hex string.',
      },
    });
  });

  it('a signup whose account cannot log in fails signup.register at the login', async () => {
    const good = goodRoutes();
    const login = good['/api/auth/login']!;
    const onlyOld = (body: Record<string, unknown>) =>
      String(body.account_id).startsWith('kit') ? { statusCode: -401, message: 'invalidCredentials' } : login(body);
    expect(await signupFailures({ ...good, '/api/auth/login': onlyOld })).toEqual({
      'signup.register': {
        result: 'fail',
        field: 'login: statusCode',
        expected: '1 (success)',
        got: '-401 (message "invalidCredentials")',
      },
    });
  });

  it('a register code that verifies nothing fails signup.register at the login after it', async () => {
    expect(await signupFailures({ ...goodRoutes(), '/api/auth/tac/verify': () => ({ statusCode: 1 }) })).toEqual({
      'signup.register': {
        result: 'fail',
        field: 'login after the code: statusCode',
        expected: '1 (success)',
        got: '-403 (message "accountNotVerified")',
      },
    });
  });

  it('a signup that takes a taken account id fails signup.duplicate at statusCode', async () => {
    expect(await signupFailures(goodRoutes({ ...SIGNUP_RULES, takesDuplicates: true }))).toEqual({
      'signup.duplicate': { result: 'fail', field: 'statusCode', expected: 'a refusal (0 or below)', got: '1' },
    });
  });

  it('a taken account id refused with another key fails signup.duplicate at message', async () => {
    const otherKey = signupAnswering((answer) =>
      answer.message === 'accountExists' ? { statusCode: -400, message: 'accountTaken' } : answer,
    );
    expect(await signupFailures(otherKey)).toEqual({
      'signup.duplicate': { result: 'fail', field: 'message', expected: 'one of accountExists', got: '"accountTaken"' },
    });
  });

  it('a signup that takes a spent solution fails signup.challenge-reuse, naming the account it made', async () => {
    expect(await signupFailures(goodRoutes({ ...SIGNUP_RULES, takesSpentSolutions: true }))).toEqual({
      'signup.challenge-reuse': {
        result: 'fail',
        field: 'statusCode',
        expected: 'a refusal (0 or below)',
        got: expect.stringMatching(/^1 \(it made the account kit[a-z0-9]{12}\)$/),
      },
    });
  });
});

describe('the signup rows where they cannot run', () => {
  it('a register code the kit cannot read makes signup.register n/a, and the rows that need the account', async () => {
    const { '/api/dev/outbox': _, ...noOutbox } = goodRoutes();
    const outcomes = await notPassed(noOutbox);
    expect(outcomes['signup.register']).toEqual({
      result: 'n/a',
      reason: expect.stringMatching(
        /^signup made kit[a-z0-9]{12}, but the back end sends a code the kit cannot read \(no \/api\/dev\/outbox\); give --account$/,
      ),
    });
    expect(outcomes['session.login']).toEqual({ result: 'n/a', reason: 'needs signup.register, which did not pass' });
    expect(Object.values(outcomes).filter((outcome) => outcome.result === 'fail')).toEqual([]);
    expect(outcomes['signup.duplicate']).toBeUndefined();
  });

  it('a back end without auth/challenge makes the signup rows n/a', async () => {
    const { '/api/auth/challenge': _, ...noChallenge } = goodRoutes();
    expect(await notPassed(noChallenge)).toMatchObject({
      'signup.challenge': {
        result: 'n/a',
        reason: 'auth/challenge not offered (an extension answered HTTP 404 or notFound), and signup needs it',
      },
      'signup.register': { result: 'n/a', reason: 'needs signup.challenge, which did not pass' },
      'session.login': { result: 'n/a', reason: 'needs signup.register, which did not pass' },
    });
  });

  it("a back end's limit of signups per address makes signup.register n/a", async () => {
    const limited = signupAnswering(() => ({ statusCode: -429, message: 'tooManyRequests', retry_after: 600 }));
    expect((await notPassed(limited))['signup.register']).toEqual({
      result: 'n/a',
      reason: 'the back end limits signups from this address (tooManyRequests, retry after 600 s); try later',
    });
  });
});

describe("the kit's own account", () => {
  it('logs in at once on a back end that asks no register code', async () => {
    const report = await kitAgainst(goodRoutes({ ...SIGNUP_RULES, codes: false }));
    expect(report.rows.filter((row) => row.outcome.result !== 'pass')).toEqual([]);
    expect(report.rows.find((row) => row.id === 'signup.register')?.outcome).toEqual({
      result: 'pass',
      note: expect.stringMatching(/^account kit[a-z0-9]{12} logs in at once$/),
    });
  });

  it('is given a name first when signup set none, so the profile row can set it back', async () => {
    const nameless = writeRoutes({ ...FAKE_PROFILE, full_name: '' });
    const report = await kitAgainst({
      ...goodRoutes(),
      '/api/settings/get_profile': nameless['/api/settings/get_profile']!,
      '/api/settings/profile_update': nameless['/api/settings/profile_update']!,
    });
    expect(report.rows.find((row) => row.id === 'write.settings.profile')?.outcome).toEqual({
      result: 'pass',
      note: 'full_name "" named "Felt Conformance" (the kit\'s own account), then -> "Felt Conformance Check" and back',
    });
  });
});
