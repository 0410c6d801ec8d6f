import { randomBytes } from 'node:crypto';
import { LOGIN_LIMITS } from '@felt/contract';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLimits, type Limits, SIGNUP_LIMIT } from './limits';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<Redis | null> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch {
    client.disconnect();
    return null;
  }
}

const redis = await redisAnswers();
const { perAccount, perIp } = LOGIN_LIMITS;

async function failTimes(limits: Limits, times: number, account: (i: number) => string, ip: (i: number) => string) {
  let last: number | null = null;
  for (let i = 0; i < times; i++) last = await limits.loginFailed(account(i), ip(i));
  return last;
}

describe('login and signup limits in memory', () => {
  it('locks an account at its fifth failure for the lock time, and a success clears it', async () => {
    const limits = createLimits();
    expect(
      await failTimes(
        limits,
        perAccount.failures - 1,
        () => '1:alice',
        (i) => `ip${i}`,
      ),
    ).toBeNull();
    expect(await limits.loginLocked('1:alice', 'ip-new')).toBeNull();
    await limits.loginSucceeded('1:alice');
    expect(
      await failTimes(
        limits,
        perAccount.failures - 1,
        () => '1:alice',
        (i) => `ip${i}`,
      ),
    ).toBeNull();
    expect(await limits.loginFailed('1:alice', 'ip-last')).toBe(perAccount.lockMs / 1000);
    const retry = await limits.loginLocked('1:alice', 'ip-other');
    expect(retry).toBeGreaterThan(perAccount.lockMs / 1000 - 5);
    expect(retry).toBeLessThanOrEqual(perAccount.lockMs / 1000);
    // Another tenant's account of the same id is another key.
    expect(await limits.loginLocked('2:alice', 'ip-other')).toBeNull();
  });

  it('locks an address that fails on many accounts, for every account', async () => {
    const limits = createLimits();
    expect(
      await failTimes(
        limits,
        perIp.failures - 1,
        (i) => `1:user${i}`,
        () => '203.0.113.5',
      ),
    ).toBeNull();
    expect(await limits.loginFailed('1:last', '203.0.113.5')).toBe(perIp.lockMs / 1000);
    expect(await limits.loginLocked('1:fresh', '203.0.113.5')).toBeGreaterThan(perAccount.lockMs / 1000);
    expect(await limits.loginLocked('1:fresh', '203.0.113.6')).toBeNull();
  });

  it(`stops signups from one address after ${SIGNUP_LIMIT.accounts} in an hour`, async () => {
    const limits = createLimits();
    for (let i = 0; i < SIGNUP_LIMIT.accounts; i++) {
      expect(await limits.signupLocked('198.51.100.1')).toBeNull();
      await limits.signedUp('198.51.100.1');
    }
    expect(await limits.signupLocked('198.51.100.1')).toBeGreaterThan(3500);
    expect(await limits.signupLocked('198.51.100.2')).toBeNull();
  });
});

describe('code budgets', () => {
  const send = (address: string, phone: string | null, tenant = '1') => ({ address, phone, tenant });

  it('spends from every budget, names the first that is spent, and gives back what it took before it', async () => {
    const limits = createLimits({ codeBudgets: { perAddress: 3, perPhone: 2, perTenant: 3, global: 4 } });
    expect(await limits.spendCodeBudget(send('a1', '1:639'))).toBeNull();
    expect(await limits.spendCodeBudget(send('a1', '1:639'))).toBeNull();
    const phone = await limits.spendCodeBudget(send('a1', '1:639'));
    expect(phone).toMatchObject({ budget: 'phone' });
    expect(phone!.wait).toBeGreaterThan(3500);
    // The refused send gave its address point back: a1 has one left.
    expect(await limits.spendCodeBudget(send('a1', null))).toBeNull();
    expect(await limits.spendCodeBudget(send('a1', null))).toMatchObject({ budget: 'address' });
    // Three codes went out on tenant 1: its budget is spent, for every address and phone.
    expect(await limits.spendCodeBudget(send('a2', '1:640'))).toMatchObject({ budget: 'tenant' });
    expect(await limits.spendCodeBudget(send('a2', '2:640', '2'))).toBeNull();
    expect(await limits.spendCodeBudget(send('a3', '2:641', '2'))).toMatchObject({ budget: 'global' });
    // Refused sends took nothing from a2's address or the phones.
    expect(await limits.spendCodeBudget(send('a2', '2:640', '2'))).toMatchObject({ budget: 'global' });
  });
});

describe.skipIf(!redis)(`login limits in Redis at ${REDIS_URL} (skipped when it does not answer)`, () => {
  const prefix = `felt-test-${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    const keys = await redis!.keys(`${prefix}:*`);
    if (keys.length) await redis!.del(...keys);
    redis!.disconnect();
  });

  it('shares a lock between two instances', async () => {
    const first = createLimits({ redis, prefix });
    const second = createLimits({ redis, prefix });
    await failTimes(
      first,
      perAccount.failures - 1,
      () => '1:bob',
      (i) => `a${i}`,
    );
    expect(await second.loginFailed('1:bob', 'b')).toBe(perAccount.lockMs / 1000);
    expect(await first.loginLocked('1:bob', 'c')).toBeGreaterThan(0);
    await second.loginSucceeded('1:bob');
    expect(await first.loginLocked('1:bob', 'c')).toBeNull();
  });

  it('shares code budgets between two instances', async () => {
    const sizes = { perAddress: 2, perPhone: 5, perTenant: 50, global: 50 };
    const first = createLimits({ redis, prefix, codeBudgets: sizes });
    const second = createLimits({ redis, prefix, codeBudgets: sizes });
    const keys = { address: '198.51.100.9', phone: null, tenant: '1' };
    expect(await first.spendCodeBudget(keys)).toBeNull();
    expect(await second.spendCodeBudget(keys)).toBeNull();
    expect(await first.spendCodeBudget(keys)).toMatchObject({ budget: 'address' });
  });
});
