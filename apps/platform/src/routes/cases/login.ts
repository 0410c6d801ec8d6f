import { LOGIN_LIMITS, login as loginCall } from '@felt/contract';
import { beforeAll, expect, it } from 'vitest';
import { fromAddress, type Harness, OPERATOR_KEY } from '../../test/fixture';
import {
  answer,
  CASINO3,
  call,
  freshId,
  freshIp,
  login,
  PASSWORD,
  postSolved,
  registerPlayer,
  type Site,
  SLOT2,
} from '../../test/players';

/** Password login, the login lock, account status and the tenant binding of sessions. */
export function loginCases(harness: () => Harness): void {
  let h: Harness;
  beforeAll(() => {
    h = harness();
  });

  const tryLogin = (account_id: string, password: string, ip = freshIp(), site: Site = CASINO3) =>
    answer(h.post('/api/auth/login', { ...site, account_id, password }, fromAddress(ip)));
  const setStatus = (account_id: string, status: string) =>
    h.app.request('/api/operator/players/status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Operator-Key': OPERATOR_KEY },
      body: JSON.stringify({ domain_name: CASINO3.domain_name, account_id, status }),
    });

  it('logs the demo player in with the answer of the contract, account ids in any case', async () => {
    const res = await tryLogin('DEMO01', 'demo1234');
    expect(res.status).toBe(200);
    const { status: _, ...body } = res;
    const parsed = loginCall.response.parse(body);
    expect(parsed).toMatchObject({
      user: { account_id: 'demo01' },
      fullname: 'Demo Player',
      email: 'demo01@example.com',
    });
    expect(parsed.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(parsed.user.session_token).toBe(parsed.token);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await tryLogin('demo01', 'not-the-password');
    const unknown = await tryLogin(freshId(), 'demo1234');
    expect(wrong).toEqual({ status: 401, statusCode: -401, message: 'invalidCredentials' });
    expect(unknown).toEqual(wrong);
  });

  it('refuses an unknown site and an external_id of another tenant', async () => {
    const none = await answer(
      h.post('/api/auth/login', {
        domain_name: 'nowhere.localhost',
        external_id: 'x',
        account_id: 'demo01',
        password: 'x',
      }),
    );
    expect(none).toEqual({ status: 404, statusCode: -404, message: 'siteNotConfigured' });
    const mixed = await answer(
      h.post('/api/auth/login', { ...CASINO3, external_id: SLOT2.external_id, account_id: 'demo01', password: 'x' }),
    );
    expect(mixed.message).toBe('siteNotConfigured');
  });

  it('locks an account after five wrong passwords, even for the right one, and says for how long', async () => {
    const player = await registerPlayer(h);
    const lockSeconds = LOGIN_LIMITS.perAccount.lockMs / 1000;
    for (let i = 1; i < LOGIN_LIMITS.perAccount.failures; i++) {
      expect((await tryLogin(player.account_id, `wrong${i}`)).message).toBe('invalidCredentials');
    }
    // Each try from another address: the account's own counter locks it.
    expect(await tryLogin(player.account_id, 'wrong5')).toEqual({
      status: 429,
      statusCode: -429,
      message: 'accountLocked',
      retry_after: lockSeconds,
    });
    const raw = await h.post('/api/auth/login', { ...CASINO3, account_id: player.account_id, password: PASSWORD });
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await answer(raw);
    expect(right).toMatchObject({ statusCode: -429, message: 'accountLocked' });
    expect(right.retry_after).toBeGreaterThan(0);
    expect(right.retry_after).toBeLessThanOrEqual(lockSeconds);
    // Per tenant: the same id elsewhere is another account.
    expect((await tryLogin(player.account_id, PASSWORD, freshIp(), SLOT2)).message).toBe('invalidCredentials');
  });

  it('forgets earlier failures after a successful login', async () => {
    const player = await registerPlayer(h);
    for (let i = 0; i < 4; i++) await tryLogin(player.account_id, 'wrong');
    await login(h, CASINO3, player.account_id, PASSWORD);
    for (let i = 0; i < 4; i++) expect((await tryLogin(player.account_id, 'wrong')).message).toBe('invalidCredentials');
  });

  it('tells a pending account apart only after its correct password', async () => {
    const account_id = freshId();
    await postSolved(h, '/api/auth/signup', {
      ...CASINO3,
      account_id,
      password: PASSWORD,
      contact_phone: '+63 912 000 1111',
      contact_email: 'a@b.co',
    });
    expect(await tryLogin(account_id, 'wrong-one')).toMatchObject({ statusCode: -401, message: 'invalidCredentials' });
    expect(await tryLogin(account_id, PASSWORD)).toEqual({
      status: 403,
      statusCode: -403,
      message: 'accountNotVerified',
    });
  });

  it('answers BLOCK and CLOSE to login and to every call of an open session, until reactivated', async () => {
    const player = await registerPlayer(h);
    for (const status of ['BLOCK', 'CLOSE'] as const) {
      expect((await setStatus(player.account_id, status)).status).toBe(200);
      expect(await tryLogin(player.account_id, PASSWORD)).toEqual({ status: 403, statusCode: -403, message: status });
      expect(await call(h, '/api/settings/check_status', player)).toEqual({
        status: 403,
        statusCode: -403,
        message: status,
      });
      expect((await call(h, '/api/auth/get_balance', player)).message).toBe(status);
    }
    await setStatus(player.account_id, 'ACTIVE');
    expect((await call(h, '/api/settings/check_status', player)).statusCode).toBe(1);
  });

  it("refuses a session on another tenant's domain, for another account or with a made-up token", async () => {
    const player = await login(h, CASINO3, 'demo01', 'demo1234');
    const expired = { status: 401, statusCode: -401, message: 'sessionExpired' };
    expect(await call(h, '/api/auth/get_balance', { ...player, site: SLOT2 })).toEqual(expired);
    expect(await call(h, '/api/auth/get_balance', player, {}, { 'x-felt-domain': 'CASINO3.localhost' })).toMatchObject({
      statusCode: 1,
    });
    const someoneElse = await registerPlayer(h);
    expect(await call(h, '/api/auth/get_balance', { ...player, account_id: someoneElse.account_id })).toEqual(expired);
    expect(await call(h, '/api/auth/get_balance', { ...player, auth: 'A'.repeat(43) })).toEqual(expired);
    // A back end that ignores the header still works: the header only narrows.
    const res = await answer(h.post('/api/auth/get_balance', { account_id: player.account_id, auth: player.auth }));
    expect(res.statusCode).toBe(1);
  });

  it('refuses hostile bodies with the failing fields, before any work', async () => {
    const bad = async (body: unknown) => answer(h.post('/api/auth/login', body));
    const wrongTypes = await bad({ ...CASINO3, account_id: 42, password: ['x'] });
    expect(wrongTypes).toMatchObject({ status: 400, statusCode: -400, message: 'validationFailed' });
    expect((wrongTypes.errors as { path: string }[]).map((e) => e.path).sort()).toEqual(['account_id', 'password']);
    const huge = await bad({ ...CASINO3, account_id: 'demo01', password: 'x'.repeat(60_000) });
    expect(huge.errors).toEqual([{ path: 'password', message: 'passwordLength' }]);
    const sqlId = await bad({ ...CASINO3, account_id: "demo01' OR '1'='1", password: 'x' });
    expect(sqlId.errors).toEqual([{ path: 'account_id', message: 'accountIdFormat' }]);
    expect((await bad({ ...CASINO3, account_id: 'demo01', password: "' OR '1'='1' --" })).message).toBe(
      'invalidCredentials',
    );
    expect(await bad('{"account_id":')).toEqual({ status: 400, statusCode: -400, message: 'invalidJson' });
    expect((await bad([1, 2])).message).toBe('validationFailed');
    expect((await bad({ ...CASINO3, account_id: 'demo01', password: 'x'.repeat(70_000) })).status).toBe(413);
    const noAuth = await answer(h.post('/api/auth/get_balance', { account_id: 'demo01' }));
    expect(noAuth.errors).toEqual([{ path: 'auth', message: expect.any(String) }]);
  });
}
