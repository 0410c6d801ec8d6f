import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredChallenges } from '../db/queries/challenges';
import { spentChallenges } from '../db/schema';
import { BACKENDS } from '../test/backends';
import { fromAddress, type Harness, harness, TEST_CHALLENGE } from '../test/fixture';
import {
  answer,
  CASINO3,
  freshId,
  freshIp,
  freshPhone,
  PASSWORD,
  postSolved,
  type Site,
  SLOT2,
  solvedChallenge,
} from '../test/players';

// The proof of work in front of signup and code requests: only a fresh solution of a challenge this install made
// for this site, within its lifetime, lets the call go on; and it is checked before anything else.

const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');

/** A challenge signed with `secret`, solved: what a caller holding that key could make. */
async function made(secret: string, site: string, expiresAt: number) {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 5,
    deriveKey,
    expiresAt,
    hmacSignatureSecret: secret,
    data: { site },
  });
  return encode({ challenge, solution: await solveChallenge({ challenge, deriveKey }) });
}

describe.each(BACKENDS.slice(0, 1))('proof of work on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost', 'slot2.localhost']);
  });
  afterAll(() => h?.database.close());

  const requestLogin = (altcha: string | undefined, site: Site = CASINO3) =>
    answer(
      h.post('/api/auth/tac/request_login', { ...site, account_id: 'nobody_here', altcha }, fromAddress(freshIp())),
    );
  const refused = { status: 400, statusCode: -400, message: 'challengeFailed' };
  const inAMinute = () => Math.floor(Date.now() / 1000) + 60;

  it('answers a signed challenge for a configured site, with an expiry and the site', async () => {
    const res = await answer(h.post('/api/auth/challenge', CASINO3));
    expect(res).toMatchObject({ statusCode: 1, challenge: { parameters: { algorithm: 'SHA-256', cost: 1 } } });
    const { parameters, signature } = res.challenge as { parameters: Record<string, unknown>; signature: string };
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.data).toEqual({ site: CASINO3.domain_name });
    expect(parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 9 * 60);
    const unknown = await answer(h.post('/api/auth/challenge', { ...CASINO3, external_id: 'someone-else' }));
    expect(unknown.message).toBe('siteNotConfigured');
  });

  it('takes a solution once', async () => {
    const altcha = await solvedChallenge(h, CASINO3);
    expect(await requestLogin(altcha)).toEqual({ status: 200, statusCode: 1 });
    expect(await requestLogin(altcha)).toEqual(refused);
    // Two at once: one insert of the signature wins.
    const twice = await solvedChallenge(h, CASINO3);
    const both = await Promise.all([requestLogin(twice), requestLogin(twice)]);
    expect(both.map((a) => a.message ?? 'ok').sort()).toEqual(['challengeFailed', 'ok']);
  });

  it('refuses a missing, malformed, forged, tampered, expired or other site solution', async () => {
    expect((await requestLogin(undefined)).message).toBe('validationFailed');
    expect(await requestLogin('bm90IGpzb24=')).toEqual(refused);
    expect((await requestLogin('x'.repeat(3000))).message).toBe('validationFailed');
    expect(
      await requestLogin(await made('another-install-key-0123456789abcdef', CASINO3.domain_name, inAMinute())),
    ).toEqual(refused);
    const expired = await made(TEST_CHALLENGE.secret, CASINO3.domain_name, Math.floor(Date.now() / 1000) - 1);
    expect(await requestLogin(expired)).toEqual(refused);
    // Made with the right key for this site and in time: the same shape passes, so the refusals above are real.
    expect((await requestLogin(await made(TEST_CHALLENGE.secret, CASINO3.domain_name, inAMinute()))).statusCode).toBe(
      1,
    );
    const payload = JSON.parse(Buffer.from(await solvedChallenge(h, CASINO3), 'base64').toString());
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    expect(await requestLogin(encode(wrongKey))).toEqual(refused);
    const easier = { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters } } };
    easier.challenge.parameters.expiresAt += 3600;
    expect(await requestLogin(encode(easier))).toEqual(refused);
    expect(await requestLogin(await solvedChallenge(h, SLOT2))).toEqual(refused);
  });

  it('checks the solution before anything else in each call', async () => {
    const bad = 'bm90IGpzb24=';
    const body = { account_id: freshId(), password: PASSWORD, contact_phone: freshPhone(), contact_email: 'a@b.co' };
    const calls: [string, object][] = [
      ['/api/auth/signup', body],
      ['/api/auth/tac/request_new_register', { account_id: 'nobody_here' }],
      ['/api/auth/tac/request_login', { account_id: 'nobody_here' }],
      ['/api/auth/forgot_password', { account_id: 'nobody_here', contact_phone: freshPhone() }],
    ];
    for (const [path, fields] of calls) {
      expect(await answer(h.post(path, { ...CASINO3, ...fields, altcha: bad }, fromAddress(freshIp())))).toEqual(
        refused,
      );
    }
    // Nothing happened: the account does not exist, and a real solution then signs it up.
    expect((await postSolved(h, '/api/auth/signup', { ...CASINO3, ...body })).statusCode).toBe(1);
  });

  it('forgets spent solutions once their challenge has expired', async () => {
    await requestLogin(await solvedChallenge(h, CASINO3));
    const spent = await h.database.db.select().from(spentChallenges);
    expect(spent.length).toBeGreaterThan(0);
    expect(await deleteExpiredChallenges(h.database.db, new Date())).toBe(0);
    const later = new Date(Date.now() + 11 * 60 * 1000);
    expect(await deleteExpiredChallenges(h.database.db, later)).toBe(spent.length);
  });
});
