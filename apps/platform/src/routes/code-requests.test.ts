import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../test/backends';
import { fromAddress, type Harness, harness } from '../test/fixture';
import { operator } from '../test/payments';
import {
  answer,
  CASINO3,
  call,
  freshId,
  freshIp,
  freshPhone,
  latestCode,
  PASSWORD,
  registerPlayer,
  type Session,
  solvedChallenge,
} from '../test/players';

// The code requests tell nothing about the account they name: the same status, headers and body, byte for byte,
// for an unknown account and for one that is blocked, closed, excluded, unverified or asked a moment ago. What
// stops the account is told at the step that logs in, and only to whoever holds its code (decision 0005).

const LOGIN = '/api/auth/tac/request_login';
const REGISTER = '/api/auth/tac/request_new_register';
const FORGOT = '/api/auth/forgot_password';

/** An answer as the caller receives it. */
type Raw = { status: number; body: string; retryAfter: string | null };
const SENT: Raw = { status: 200, body: '{"statusCode":1}', retryAfter: null };

describe.each(BACKENDS.slice(0, 1))('code requests on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost']);
  });
  afterAll(() => h?.database.close());

  /** A code request as the site's pages send it: a solved challenge, from an address of its own. */
  async function ask(path: string, fields: Record<string, string>): Promise<Raw> {
    const body = { ...CASINO3, ...fields, altcha: await solvedChallenge(h, CASINO3) };
    const res = await h.post(path, body, fromAddress(freshIp()));
    return { status: res.status, body: await res.text(), retryAfter: res.headers.get('retry-after') };
  }
  const codesOf = async (account_id: string) =>
    ((await answer(h.post('/api/dev/outbox', { domain_name: CASINO3.domain_name, account_id }))).value as unknown[])
      .length;
  const loginTac = (account_id: string, tac: string) =>
    answer(h.post('/api/auth/login_tac', { ...CASINO3, account_id, tac }));

  /** Players stopped each way: blocked, closed and self-excluded for two days. */
  async function stopped(): Promise<Record<'BLOCK' | 'CLOSE' | 'selfExcluded', Session>> {
    const [blocked, closed, excluded] = [await registerPlayer(h), await registerPlayer(h), await registerPlayer(h)];
    for (const [s, status] of [
      [blocked, 'BLOCK'],
      [closed, 'CLOSE'],
    ] as const) {
      const set = { domain_name: CASINO3.domain_name, account_id: s.account_id, status };
      expect(await operator(h, '/api/operator/players/status', set)).toMatchObject({ statusCode: 1 });
    }
    expect(await call(h, '/api/limits/exclude', excluded, { kind: 'timeout', days: 2 })).toMatchObject({
      statusCode: 1,
    });
    return { BLOCK: blocked, CLOSE: closed, selfExcluded: excluded };
  }

  /** A player who signed up and has not confirmed the phone yet. */
  async function pending(): Promise<string> {
    const account_id = freshId();
    const fields = { account_id, password: PASSWORD, contact_phone: freshPhone(), contact_email: 'p@example.com' };
    expect(await ask('/api/auth/signup', fields)).toEqual(SENT);
    return account_id;
  }

  it('answers request_login alike for unknown, blocked, closed, self-excluded, unverified and just-asked accounts', async () => {
    const { BLOCK, CLOSE, selfExcluded } = await stopped();
    const active = await registerPlayer(h);
    expect(await ask(LOGIN, { account_id: active.account_id })).toEqual(SENT);
    const ids = [freshId(), BLOCK.account_id, CLOSE.account_id, selfExcluded.account_id, await pending()];
    for (const account_id of [...ids, active.account_id]) {
      expect({ account_id, ...(await ask(LOGIN, { account_id })) }).toEqual({ account_id, ...SENT });
    }
    // The repeat within the minute sent nothing more.
    expect(await codesOf(active.account_id)).toBe(2);
  });

  it('tells a stopped account why only at login_tac, and only with its code', async () => {
    for (const [message, s] of Object.entries(await stopped())) {
      expect(await ask(LOGIN, { account_id: s.account_id })).toEqual(SENT);
      const tac = await latestCode(h, CASINO3, s.account_id, 'login');
      const wrong = tac === '000000' ? '111111' : '000000';
      expect((await loginTac(s.account_id, wrong)).message).toBe('tacInvalid');
      expect(await loginTac(s.account_id, tac)).toEqual({ status: 403, statusCode: -403, message });
    }
  });

  it('answers request_new_register alike whatever the account id names', async () => {
    const { BLOCK } = await stopped();
    const active = await registerPlayer(h);
    const waiting = await pending();
    expect(await ask(REGISTER, { account_id: waiting })).toEqual(SENT);
    for (const account_id of [freshId(), active.account_id, BLOCK.account_id, waiting]) {
      expect({ account_id, ...(await ask(REGISTER, { account_id })) }).toEqual({ account_id, ...SENT });
    }
    expect(await codesOf(waiting)).toBe(1);
  });

  it('answers forgot_password alike whatever the account and phone, and however soon after a code', async () => {
    const { BLOCK } = await stopped();
    const active = await registerPlayer(h);
    const before = await codesOf(active.account_id);
    const asks: Record<string, string>[] = [
      { account_id: freshId(), contact_phone: active.phone! },
      { account_id: active.account_id, contact_phone: freshPhone() },
      { account_id: active.account_id, contact_phone: active.phone! },
      { account_id: active.account_id, contact_phone: active.phone! },
      { account_id: BLOCK.account_id, contact_phone: BLOCK.phone! },
      { account_id: await pending(), contact_phone: freshPhone() },
    ];
    for (const fields of asks) expect({ ...fields, ...(await ask(FORGOT, fields)) }).toEqual({ ...fields, ...SENT });
    // One reset code went out: to the matching account, the first time it asked.
    expect(await codesOf(active.account_id)).toBe(before + 1);
    expect(await latestCode(h, CASINO3, active.account_id, 'reset')).toMatch(/^\d{6}$/);
  });
});
