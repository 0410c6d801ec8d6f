import { TAC_RULES } from '@felt/contract';
import { beforeAll, expect, it } from 'vitest';
import { findPlayer } from '../../db/queries/players';
import { findTenantByDomain } from '../../db/queries/tenants';
import { SIGNUP_LIMIT } from '../../services/players/limits';
import { fromAddress, type Harness } from '../../test/fixture';
import {
  answer,
  CASINO3,
  freshId,
  freshIp,
  freshPhone,
  latestCode,
  login,
  PASSWORD,
  PHONE,
  postSolved,
  type Site,
  SLOT2,
} from '../../test/players';

/** signup, the register code, login codes, and the rules every code follows. */
export function registrationCases(harness: () => Harness): void {
  let h: Harness;
  beforeAll(() => {
    h = harness();
  });

  const signup = (account_id: string, extra: object = {}, site: Site = CASINO3, ip = freshIp()) =>
    postSolved(
      h,
      '/api/auth/signup',
      {
        ...site,
        account_id,
        password: PASSWORD,
        contact_phone: freshPhone(),
        contact_email: 'new@example.com',
        ...extra,
      },
      fromAddress(ip),
    );
  const requestRegister = (account_id: string, site: Site = CASINO3) =>
    postSolved(h, '/api/auth/tac/request_new_register', { ...site, account_id });
  const verify = (account_id: string, tac: string) =>
    answer(h.post('/api/auth/tac/verify', { ...CASINO3, account_id, tac }));
  const rowOf = async (account_id: string) => {
    const tenant = await findTenantByDomain(h.database.db, CASINO3.domain_name);
    return findPlayer(h.database.db, tenant!.id, account_id.toLowerCase());
  };
  const ack = { status: 200, statusCode: 1 };

  it('registers a pending player with every attribution field as given, then activates it with the code', async () => {
    const id = freshId('New');
    // A referrer code must name a player of the site (any case): demo01's.
    const referrer = await rowOf('demo01');
    const attribution = {
      referrer_code: referrer!.referral_code.toLowerCase(),
      affiliate_code: 'AFF-9',
      ch: 'facebook',
      cm: 'spring',
      pp: 'p1',
      fbp: 'fb.1.1700000000.123',
      appsflyer_id: 'af-123',
      visitor_id: 'v-456',
    };
    expect(await signup(id, { ...attribution, status: 'ACTIVE', password_hash: 'x' })).toEqual(ack);
    const row = await rowOf(id);
    expect(row).toMatchObject({ account_id: id, account_key: id.toLowerCase(), status: 'PENDING', ...attribution });
    expect(row?.referrer_id).toBe(referrer!.id);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await requestRegister(id.toLowerCase())).toEqual(ack);
    const tac = await latestCode(h, CASINO3, id, 'register');
    expect(tac).toMatch(/^\d{6}$/);
    const wrong = tac === '000000' ? '000001' : '000000';
    expect(await verify(id, wrong)).toEqual({ status: 400, statusCode: -400, message: 'tacInvalid' });
    expect(await verify(id, tac)).toEqual(ack);
    expect((await rowOf(id))?.status).toBe('ACTIVE');
    await login(h, CASINO3, id, PASSWORD);
    // Used codes do not work twice; an active account has nothing to verify, and gets no register code (the
    // request answers as for any id).
    expect((await verify(id, tac)).message).toBe('accountExists');
    h.clock.advance(TAC_RULES.resendAfterMs);
    expect(await requestRegister(id)).toEqual(ack);
    expect(await latestCode(h, CASINO3, id, 'register')).toBe(tac);
  });

  it('keeps account ids unique per tenant, in any case, and frees an abandoned pending one after an hour', async () => {
    expect(await signup('DEMO01')).toEqual({ status: 400, statusCode: -400, message: 'accountExists' });
    const id = freshId();
    expect(await signup(id)).toEqual(ack);
    expect(await signup(id, {}, SLOT2)).toEqual(ack);
    expect((await signup(id.toUpperCase())).message).toBe('accountExists');
    h.clock.advance(61 * 60 * 1000);
    expect(await signup(id.toUpperCase(), { contact_email: 'second@example.com' })).toEqual(ack);
    expect(await rowOf(id)).toMatchObject({ account_id: id.toUpperCase(), contact_email: 'second@example.com' });
  });

  it('sends no register code to an unknown account, answering as for any, and refuses bad signup bodies', async () => {
    const unknown = freshId();
    expect(await requestRegister(unknown)).toEqual(ack);
    const sent = await answer(h.post('/api/dev/outbox', { domain_name: CASINO3.domain_name, account_id: unknown }));
    expect(sent.value).toEqual([]);
    expect((await verify(unknown, '123456')).message).toBe('notFound');
    const bad = await signup('x', {
      password: 'short',
      contact_phone: 'call me',
      contact_email: 'nope',
      ch: 'c'.repeat(500),
    });
    expect(bad.message).toBe('validationFailed');
    expect((bad.errors as { path: string; message: string }[]).map((e) => `${e.path}:${e.message}`).sort()).toEqual([
      'account_id:accountIdLength',
      'ch:Too big: expected string to have <=128 characters',
      'contact_email:invalidEmail',
      'contact_phone:invalidPhone',
      'password:passwordLength',
      'password:passwordLetterDigit',
    ]);
  });

  it('allows one code a minute, replaces the older code, and lets a code live five minutes', async () => {
    const id = freshId();
    await signup(id);
    await requestRegister(id);
    const first = await latestCode(h, CASINO3, id, 'register');
    h.clock.advance(20_000);
    // Too soon: the same answer as a sent code, and the first code stays the live one.
    expect(await requestRegister(id)).toEqual(ack);
    expect(await latestCode(h, CASINO3, id, 'register')).toBe(first);
    h.clock.advance(TAC_RULES.resendAfterMs);
    expect(await requestRegister(id)).toEqual(ack);
    const second = await latestCode(h, CASINO3, id, 'register');
    if (first !== second) expect((await verify(id, first)).message).toBe('tacInvalid');
    h.clock.advance(TAC_RULES.lifetimeMs + 1);
    expect(await verify(id, second)).toEqual({ status: 400, statusCode: -400, message: 'tacExpired' });
  });

  it('kills a code at the fifth wrong attempt', async () => {
    const id = freshId();
    await signup(id);
    await requestRegister(id);
    const tac = await latestCode(h, CASINO3, id, 'register');
    const wrong = String((Number(tac) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 1; i < TAC_RULES.maxAttempts; i++) expect((await verify(id, wrong)).message).toBe('tacInvalid');
    expect((await verify(id, wrong)).message).toBe('tacTooManyAttempts');
    expect((await verify(id, tac)).message).toBe('tacExpired');
  });

  it('logs in with a login code, and tells nothing of unknown accounts', async () => {
    const requestLogin = (account_id: string) =>
      postSolved(h, '/api/auth/tac/request_login', { ...CASINO3, account_id });
    const loginTac = (account_id: string, tac: string) =>
      answer(h.post('/api/auth/login_tac', { ...CASINO3, account_id, tac }));
    const unknown = freshId();
    expect(await requestLogin(unknown)).toEqual(ack);
    expect(
      (await answer(h.post('/api/dev/outbox', { domain_name: CASINO3.domain_name, account_id: unknown }))).value,
    ).toEqual([]);
    expect((await loginTac(unknown, '123456')).message).toBe('tacExpired');
    // A pending account's phone is not verified: no login code, and the same answer.
    const pending = freshId();
    await signup(pending);
    expect(await requestLogin(pending)).toEqual(ack);
    await expect(latestCode(h, CASINO3, pending, 'login')).rejects.toThrow();
    expect((await loginTac(pending, '123456')).message).toBe('tacExpired');

    expect(await requestLogin('demo01')).toEqual(ack);
    const tac = await latestCode(h, CASINO3, 'demo01', 'login');
    const res = await loginTac('Demo01', tac);
    expect(res).toMatchObject({ statusCode: 1, user: { account_id: 'demo01' }, fullname: 'Demo Player' });
    expect(res.token).toBe((res.user as { session_token: string }).session_token);
    expect((await loginTac('demo01', tac)).message).toBe('tacExpired');
  });

  it(`allows ${SIGNUP_LIMIT.accounts} signups an hour from one address`, async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < SIGNUP_LIMIT.accounts; i++)
      expect((await signup(freshId(), {}, CASINO3, ip)).statusCode).toBe(1);
    const refused = await signup(freshId(), {}, CASINO3, ip);
    expect(refused).toMatchObject({ status: 429, statusCode: -429, message: 'tooManyRequests' });
    expect(refused.retry_after).toBeGreaterThan(0);
    expect((await signup(freshId(), {}, CASINO3, '203.0.113.78')).statusCode).toBe(1);
  });

  it('counts signups by the vouched address, never by a forged X-Forwarded-For', async () => {
    const forged = (n: number, headers: Record<string, string> = {}) =>
      postSolved(
        h,
        '/api/auth/signup',
        {
          ...CASINO3,
          account_id: freshId(),
          password: PASSWORD,
          contact_phone: PHONE,
          contact_email: 'p@example.com',
        },
        { 'x-forwarded-for': `192.0.2.${n}`, ...headers },
      );
    // No web-tier secret: every forged address is the same caller (no socket here: "unknown"), whose budget
    // runs out within one hour's allowance however many addresses the header names.
    const answers = [];
    for (let i = 0; i <= SIGNUP_LIMIT.accounts; i++) answers.push(await forged(i));
    expect(answers.at(-1)).toMatchObject({ status: 429, message: 'tooManyRequests' });
    // A client address beside a wrong secret is not believed either.
    const wrongKey = { 'x-felt-web-key': 'not-the-secret', 'x-felt-client-address': '192.0.2.200' };
    expect(await forged(100, wrongKey)).toMatchObject({ status: 429, message: 'tooManyRequests' });
  });
}
