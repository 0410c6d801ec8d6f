import { LOGIN_LIMITS } from '@felt/contract';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';

// Brute-force limits. In memory for one instance; in Redis when several instances must share them (REDIS_URL).

type Limiter = RateLimiterMemory | RateLimiterRedis;
type Rule = { failures: number; windowMs: number; lockMs: number };

/** Signups from one address: at most this many accounts an hour (FELT_SIGNUPS_PER_HOUR changes the count). */
export const SIGNUP_LIMIT = { accounts: 10, windowMs: 60 * 60 * 1000 } as const;

export type Limits = {
  /** Seconds until a login may be tried again when the account or the address is locked, else null. */
  loginLocked: (account: string, ip: string) => Promise<number | null>;
  /** Counts a failed login; the seconds of the lock it started, else null. */
  loginFailed: (account: string, ip: string) => Promise<number | null>;
  /** A correct password clears the account's failures (not the address's: one player proves nothing for it). */
  loginSucceeded: (account: string) => Promise<void>;
  /** Seconds until this address may sign up again, else null. */
  signupLocked: (ip: string) => Promise<number | null>;
  signedUp: (ip: string) => Promise<void>;
};

/** The key of one account's failures: account ids are per tenant. */
export const accountLimitKey = (tenantId: number, accountKey: string) => `${tenantId}:${accountKey}`;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function limiterFactory(redis: Redis | null, prefix: string) {
  return (name: string, points: number, windowMs: number): Limiter => {
    const options = { keyPrefix: `${prefix}:${name}`, points, duration: seconds(windowMs) };
    if (!redis) return new RateLimiterMemory(options);
    // When Redis fails, this instance keeps limiting on its own rather than letting every attempt through.
    return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
  };
}

/** Failures in a window; reaching the limit blocks the key for the lock time. */
function failureCounter(limiter: Limiter, rule: Rule) {
  const lockSeconds = seconds(rule.lockMs);
  return {
    async locked(key: string): Promise<number | null> {
      const res: RateLimiterRes | null = await limiter.get(key);
      return res && res.consumedPoints >= rule.failures ? seconds(res.msBeforeNext) : null;
    },
    async fail(key: string): Promise<number | null> {
      const res = await limiter.penalty(key);
      if (res.consumedPoints < rule.failures) return null;
      await limiter.block(key, lockSeconds);
      return lockSeconds;
    },
    async clear(key: string): Promise<void> {
      await limiter.delete(key);
    },
  };
}

export function createLimits(options: { redis?: Redis | null; prefix?: string; signupsPerHour?: number } = {}): Limits {
  const signupAccounts = options.signupsPerHour ?? SIGNUP_LIMIT.accounts;
  const make = limiterFactory(options.redis ?? null, options.prefix ?? 'felt');
  const { perAccount, perIp } = LOGIN_LIMITS;
  const byAccount = failureCounter(make('login-account', perAccount.failures, perAccount.windowMs), perAccount);
  const byIp = failureCounter(make('login-ip', perIp.failures, perIp.windowMs), perIp);
  const signups = failureCounter(make('signup-ip', signupAccounts, SIGNUP_LIMIT.windowMs), {
    failures: signupAccounts,
    windowMs: SIGNUP_LIMIT.windowMs,
    lockMs: SIGNUP_LIMIT.windowMs,
  });

  return {
    async loginLocked(account, ip) {
      const [a, b] = await Promise.all([byAccount.locked(account), byIp.locked(ip)]);
      return a === null && b === null ? null : Math.max(a ?? 0, b ?? 0);
    },
    async loginFailed(account, ip) {
      const [a, b] = await Promise.all([byAccount.fail(account), byIp.fail(ip)]);
      return a === null && b === null ? null : Math.max(a ?? 0, b ?? 0);
    },
    loginSucceeded: (account) => byAccount.clear(account),
    signupLocked: (ip) => signups.locked(ip),
    signedUp: async (ip) => {
      await signups.fail(ip);
    },
  };
}
