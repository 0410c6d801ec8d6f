import { expect } from 'vitest';
import type { KitOptions } from '../options';
import type { Outcome } from '../outcome';
import { type KitReport, runKit } from '../run';
import { type FakeBackend, type Handler, startFakeBackend } from './fake-backend';
import { FAKE_DOMAIN, FAKE_SECRET, goodRoutes } from './fake-routes';

// The kit run against one fake back end at a time; by default with --signup, so every row runs on the kit's own
// account. The test files close the fake after each test.

let backend: FakeBackend | undefined;

export async function startFake(routes: Record<string, Handler>): Promise<FakeBackend> {
  backend = await startFakeBackend(routes);
  return backend;
}

export async function closeFake(): Promise<void> {
  await backend?.close();
  backend = undefined;
}

/** The kit's report against a fake with `routes`, with `options` over the fixture's defaults. */
export async function kitAgainst(
  routes: Record<string, Handler>,
  options: Partial<KitOptions> = {},
): Promise<KitReport> {
  const { url } = await startFake(routes);
  return runKit({
    url,
    domain: FAKE_DOMAIN,
    ...(options.account ? {} : { signup: true }),
    providerSecret: FAKE_SECRET,
    provider: 'DEMO',
    game: 'lucky-sevens',
    ...options,
  });
}

/** The rows that did not pass against a fake with `routes`, by id. */
export async function notPassed(
  routes: Record<string, Handler>,
  options: Partial<KitOptions> = {},
): Promise<Record<string, Outcome>> {
  const report = await kitAgainst(routes, options);
  return Object.fromEntries(report.rows.filter((row) => row.outcome.result !== 'pass').map((r) => [r.id, r.outcome]));
}

/** The rows that failed against a fake with `overrides` over the good routes, by id; none may be n/a. */
export async function failures(overrides: Record<string, Handler> = {}): Promise<Record<string, Outcome>> {
  const outcomes = await notPassed({ ...goodRoutes(), ...overrides });
  expect(Object.entries(outcomes).filter(([, outcome]) => outcome.result === 'n/a')).toEqual([]);
  return outcomes;
}

/** The signup rows when the kit is given an account instead of --signup. */
export const SIGNUP_NOT_ASKED = Object.fromEntries(
  ['signup.challenge', 'signup.register', 'signup.duplicate', 'signup.challenge-reuse'].map((id) => [
    id,
    { result: 'n/a', reason: 'no --signup given (it leaves an account behind)' },
  ]),
);
