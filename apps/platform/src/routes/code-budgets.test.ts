import { CODE_BUDGETS, TAC_RULES } from '@felt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../services/players/demo-players';
import { createLimits } from '../services/players/limits';
import { BACKENDS } from '../test/backends';
import { fromAddress, type Harness, harness } from '../test/fixture';
import {
  answer,
  CASINO3,
  freshId,
  freshIp,
  freshPhone,
  latestCode,
  login,
  PASSWORD,
  postSolved,
  registerPlayer,
  type Site,
  SLOT2,
} from '../test/players';

// Sending codes cannot be abused: hourly budgets per address, tenant and install refuse with retry_after, alike for
// accounts that exist and those that do not; a phone's budget is spent only by codes sent to it, and a spent one
// sends nothing without saying so; and a verified phone belongs to one account per site.

const ack = { status: 200, statusCode: 1 };
const outbox = async (h: Harness, account_id: string) =>
  ((await answer(h.post('/api/dev/outbox', { domain_name: CASINO3.domain_name, account_id }))).value as unknown[])
    .length;
const signup = (h: Harness, account_id: string, contact_phone: string, site: Site = CASINO3) =>
  postSolved(h, '/api/auth/signup', {
    ...site,
    account_id,
    password: PASSWORD,
    contact_phone,
    contact_email: 'a@b.co',
  });
const requestLogin = (h: Harness, account_id: string, ip = freshIp(), site: Site = CASINO3) =>
  postSolved(h, '/api/auth/tac/request_login', { ...site, account_id }, fromAddress(ip));
const forgot = (h: Harness, account_id: string, contact_phone: string) =>
  postSolved(h, '/api/auth/forgot_password', { ...CASINO3, account_id, contact_phone });

function expectSpent(answer: { status: number; message?: string; retry_after?: unknown }) {
  expect(answer).toMatchObject({ status: 429, statusCode: -429, message: 'tooManyRequests' });
  expect(answer.retry_after).toBeGreaterThan(0);
  expect(answer.retry_after).toBeLessThanOrEqual(CODE_BUDGETS.windowMs / 1000);
}

describe.each(BACKENDS.slice(0, 1))('code budgets on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost', 'slot2.localhost']);
  });
  afterAll(() => h?.database.close());

  it(`sends ${CODE_BUDGETS.perPhone} codes an hour to one phone, whichever accounts and addresses ask`, async () => {
    const phone = freshPhone();
    const ids = Array.from({ length: CODE_BUDGETS.perPhone + 1 }, () => freshId());
    for (const id of ids) expect((await signup(h, id, phone)).statusCode).toBe(1);
    const register = (id: string) =>
      postSolved(h, '/api/auth/tac/request_new_register', { ...CASINO3, account_id: id });
    for (const id of ids.slice(0, -1)) expect(await register(id)).toEqual(ack);
    // The phone's budget is spent: nothing goes out, and the answer tells nothing of it.
    expect(await register(ids.at(-1)!)).toEqual(ack);
    expect(await outbox(h, ids.at(-1)!)).toBe(0);
  });

  it('sends a real account nothing when its phone budget is spent, answering as for an unknown one', async () => {
    const player = await registerPlayer(h);
    // The register code was the first; reset codes, a minute apart, spend the rest.
    for (let i = 1; i < CODE_BUDGETS.perPhone; i++) {
      h.clock.advance(TAC_RULES.resendAfterMs);
      expect(await forgot(h, player.account_id, player.phone!)).toEqual(ack);
    }
    const before = await outbox(h, player.account_id);
    expect(before).toBe(CODE_BUDGETS.perPhone);
    expect(await requestLogin(h, player.account_id)).toEqual(ack);
    expect(await requestLogin(h, freshId())).toEqual(ack);
    expect(await outbox(h, player.account_id)).toBe(before);
  });

  it("spends a phone's budget only on codes sent to it: a stranger cannot use up a player's codes", async () => {
    const player = await registerPlayer(h);
    const stranger = freshIp();
    const strangerForgot = (account_id: string, contact_phone: string) =>
      postSolved(h, '/api/auth/forgot_password', { ...CASINO3, account_id, contact_phone }, fromAddress(stranger));
    // The player's phone under other accounts, and the player's account with other phones: nothing matches.
    for (let i = 0; i < CODE_BUDGETS.perPhone; i++) expect(await strangerForgot(freshId(), player.phone!)).toEqual(ack);
    for (let i = 0; i < CODE_BUDGETS.perPhone; i++) {
      expect(await strangerForgot(player.account_id, freshPhone())).toEqual(ack);
    }
    // The stranger's own address is what they spent.
    expectSpent(await strangerForgot(freshId(), player.phone!));
    const before = await outbox(h, player.account_id);
    expect(await forgot(h, player.account_id, player.phone!)).toEqual(ack);
    expect(await latestCode(h, CASINO3, player.account_id, 'reset')).toMatch(/^\d{6}$/);
    h.clock.advance(TAC_RULES.resendAfterMs);
    expect(await requestLogin(h, player.account_id)).toEqual(ack);
    expect(await latestCode(h, CASINO3, player.account_id, 'login')).toMatch(/^\d{6}$/);
    expect(await outbox(h, player.account_id)).toBe(before + 2);
  });

  it(`takes ${CODE_BUDGETS.perAddress} code requests an hour from one address, for real and unknown accounts alike`, async () => {
    const ip = '203.0.113.90';
    for (let i = 0; i < CODE_BUDGETS.perAddress; i++) expect(await requestLogin(h, freshId(), ip)).toEqual(ack);
    expectSpent(await requestLogin(h, freshId(), ip));
    const demo = await requestLogin(h, 'demo01', ip);
    expectSpent(demo);
    expect(await requestLogin(h, 'demo01', '203.0.113.91')).toEqual(ack);
    expect(await latestCode(h, CASINO3, 'demo01', 'login')).toMatch(/^\d{6}$/);
  });
});

describe.each(BACKENDS.slice(0, 1))('tenant and install budgets on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    const limits = createLimits({ codeBudgets: { perTenant: 3, global: 5 } });
    h = await harness(backend, ['casino3.localhost', 'slot2.localhost'], { limits });
  });
  afterAll(() => h?.database.close());

  it('caps the codes of one tenant, then of the whole install', async () => {
    for (let i = 0; i < 3; i++) expect(await requestLogin(h, freshId())).toEqual(ack);
    expectSpent(await requestLogin(h, freshId()));
    expectSpent(await requestLogin(h, 'demo01'));
    for (let i = 0; i < 2; i++) expect(await requestLogin(h, freshId(), freshIp(), SLOT2)).toEqual(ack);
    expectSpent(await requestLogin(h, freshId(), freshIp(), SLOT2));
  });
});

describe.each(BACKENDS)('one verified account per phone and site on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost', 'slot2.localhost']);
  });
  afterAll(() => h?.database.close());

  const refused = { status: 400, statusCode: -400, message: 'phoneInUse' };

  it('refuses at signup a phone another account verified, in any spelling, on that site only', async () => {
    const player = await registerPlayer(h);
    const digits = player.phone!.replace(/\D/g, '');
    expect(await signup(h, freshId(), player.phone!)).toEqual(refused);
    expect(await signup(h, freshId(), `+${digits.slice(0, 2)} ${digits.slice(2, 5)}-${digits.slice(5)}`)).toEqual(
      refused,
    );
    expect(await signup(h, freshId(), player.phone!, SLOT2)).toEqual(ack);
    // The demo player holds its phone; it still logs in.
    expect(await signup(h, freshId(), DEMO_PLAYER.contact_phone)).toEqual(refused);
    await login(h, CASINO3, DEMO_PLAYER.account_id, DEMO_PLAYER.password);
  });

  it('lets exactly one of two pending accounts with one phone verify it, even at the same moment', async () => {
    const phone = freshPhone();
    const ids = [freshId(), freshId()];
    const tacs: string[] = [];
    for (const id of ids) {
      expect(await signup(h, id, phone)).toEqual(ack);
      expect(await postSolved(h, '/api/auth/tac/request_new_register', { ...CASINO3, account_id: id })).toEqual(ack);
      tacs.push(await latestCode(h, CASINO3, id, 'register'));
    }
    const verify = (i: number) =>
      answer(h.post('/api/auth/tac/verify', { ...CASINO3, account_id: ids[i], tac: tacs[i] }));
    const answers = await Promise.all([verify(0), verify(1)]);
    expect(answers.map((a) => a.message ?? 'ok').sort()).toEqual(['ok', 'phoneInUse']);
    const loser = ids[answers.findIndex((a) => a.message === 'phoneInUse')]!;
    const winner = ids.find((id) => id !== loser)!;
    await login(h, CASINO3, winner, PASSWORD);
    const again = await answer(h.post('/api/auth/login', { ...CASINO3, account_id: loser, password: PASSWORD }));
    expect(again.message).toBe('accountNotVerified');
    // No new code goes to the phone for the account that lost; the request answers as any, and the code step says why.
    const sent = await outbox(h, loser);
    const resend = await postSolved(h, '/api/auth/tac/request_new_register', { ...CASINO3, account_id: loser });
    expect(resend).toEqual(ack);
    expect(await outbox(h, loser)).toBe(sent);
    expect(await answer(h.post('/api/auth/tac/verify', { ...CASINO3, account_id: loser, tac: '123456' }))).toEqual(
      refused,
    );
  });
});
