import { CODE_BUDGETS, LOGIN_LIMITS } from '@felt/contract';
import type { Redis } from 'ioredis';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

// Brute-force limits. In memory for one process, counted in the primary for several workers of one server, and in
// Redis when several servers must share them (REDIS_URL).

type Limiter = RateLimiterMemory | RateLimiterRedis | RateLimiterCluster;
type Rule = { failures: number; windowMs: number; lockMs: number };

/** Wrong operator keys from one address before it is locked out: guessing the key is not a way in. */
export const OPERATOR_KEY_LIMIT = { failures: 10, windowMs: 15 * 60 * 1000, lockMs: 60 * 60 * 1000 } as const;
/** Ad visits one address may record in ten minutes: the statistics are not a write-anything endpoint. */
export const AD_VISIT_LIMIT = { visits: 30, windowMs: 10 * 60 * 1000 } as const;

/** Signups from one address: at most this many accounts an hour (FELT_SIGNUPS_PER_HOUR changes the count). */
export const SIGNUP_LIMIT = { accounts: 10, windowMs: 60 * 60 * 1000 } as const;

/** The budgets one code is spent from, in the order they are tried (the caller's own first). */
export const CODE_BUDGET_NAMES = ['address', 'phone', 'tenant', 'global'] as const;
export type CodeBudgetName = (typeof CODE_BUDGET_NAMES)[number];
/** The keys of one send; phone null when no phone is known (a code asked for an unknown account). */
export type CodeBudgetKeys = { address: string; phone: string | null; tenant: string };
export type CodeBudgetRefusal = { budget: CodeBudgetName; wait: number };
export type CodeBudgetSizes = { perAddress: number; perPhone: number; perTenant: number; global: number };

export type Limits = {
  /** Seconds until a login may be tried again when the account or the address is locked, else null. */
  loginLocked: (account: string, ip: string) => Promise<number | null>;
  /** Counts a failed login; the seconds of the lock it started, else null. */
  loginFailed: (account: string, ip: string) => Promise<number | null>;
  /** A correct password clears the account's failures (not the address's: one player proves nothing for it). */
  loginSucceeded: (account: string) => Promise<void>;
  /**
   * Wrong current passwords typed through one session (update_password), counted apart from logins: a session
   * holder already proved who they are, so the login lock does not stop them, but the session cannot guess either.
   */
  passwordCheckLocked: (session: string) => Promise<number | null>;
  passwordCheckFailed: (session: string) => Promise<number | null>;
  /** Seconds until this address may sign up again, else null. */
  signupLocked: (ip: string) => Promise<number | null>;
  signedUp: (ip: string) => Promise<void>;
  /** Seconds until this address may present an operator key again, else null. */
  operatorKeyLocked: (ip: string) => Promise<number | null>;
  operatorKeyFailed: (ip: string) => Promise<number | null>;
  /** Counts an ad visit; the seconds to wait when the address has recorded too many, else null. */
  adVisit: (ip: string) => Promise<number | null>;
  /**
   * Spends one code from each budget of the send, or names the first that is spent and the seconds until it has
   * room again; what was taken from the budgets before it is given back, so a refused send costs nothing.
   */
  spendCodeBudget: (keys: CodeBudgetKeys) => Promise<CodeBudgetRefusal | null>;
};

/** The key of one account's failures: account ids are per tenant. */
export const accountLimitKey = (tenantId: number, accountKey: string) => `${tenantId}:${accountKey}`;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function limiterFactory(redis: Redis | null, prefix: string, inCluster: boolean) {
  return (name: string, points: number, windowMs: number): Limiter => {
    const options = { keyPrefix: `${prefix}:${name}`, points, duration: seconds(windowMs) };
    // A worker of several counts in the primary process (server/cluster.ts), so all the workers count as one.
    const local = inCluster ? new RateLimiterCluster({ ...options, timeoutMs: 3_000 }) : new RateLimiterMemory(options);
    if (!redis) return local;
    // When Redis fails, this instance keeps limiting on its own rather than letting every attempt through.
    return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: local });
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

/** Budgets that refill each window: a spend past the points is refused until the window ends. */
function budgets(make: ReturnType<typeof limiterFactory>, sizes: CodeBudgetSizes) {
  const points: Record<CodeBudgetName, number> = {
    address: sizes.perAddress,
    phone: sizes.perPhone,
    tenant: sizes.perTenant,
    global: sizes.global,
  };
  const limiters = Object.fromEntries(
    CODE_BUDGET_NAMES.map((name) => [name, make(`code-${name}`, points[name], CODE_BUDGETS.windowMs)]),
  ) as Record<CodeBudgetName, Limiter>;
  return async (keys: CodeBudgetKeys): Promise<CodeBudgetRefusal | null> => {
    const keyOf: Record<CodeBudgetName, string | null> = { ...keys, global: 'all' };
    const spent: [Limiter, string][] = [];
    for (const budget of CODE_BUDGET_NAMES) {
      const key = keyOf[budget];
      if (key === null) continue;
      try {
        await limiters[budget].consume(key);
        spent.push([limiters[budget], key]);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        await Promise.all(spent.map(([limiter, taken]) => limiter.reward(taken)));
        return { budget, wait: seconds(error.msBeforeNext) };
      }
    }
    return null;
  };
}

export function createLimits(
  options: {
    redis?: Redis | null;
    /** This process is one of several workers of the install (server/cluster.ts). */
    cluster?: boolean;
    prefix?: string;
    signupsPerHour?: number;
    codeBudgets?: Partial<CodeBudgetSizes>;
  } = {},
): Limits {
  const signupAccounts = options.signupsPerHour ?? SIGNUP_LIMIT.accounts;
  const make = limiterFactory(options.redis ?? null, options.prefix ?? 'felt', options.cluster ?? false);
  const { perAccount, perIp } = LOGIN_LIMITS;
  const byAccount = failureCounter(make('login-account', perAccount.failures, perAccount.windowMs), perAccount);
  const byIp = failureCounter(make('login-ip', perIp.failures, perIp.windowMs), perIp);
  const bySession = failureCounter(make('password-session', perAccount.failures, perAccount.windowMs), perAccount);
  const signups = failureCounter(make('signup-ip', signupAccounts, SIGNUP_LIMIT.windowMs), {
    failures: signupAccounts,
    windowMs: SIGNUP_LIMIT.windowMs,
    lockMs: SIGNUP_LIMIT.windowMs,
  });

  const operatorKeys = failureCounter(
    make('operator-key-ip', OPERATOR_KEY_LIMIT.failures, OPERATOR_KEY_LIMIT.windowMs),
    OPERATOR_KEY_LIMIT,
  );
  const adVisits = failureCounter(make('ads-visit-ip', AD_VISIT_LIMIT.visits, AD_VISIT_LIMIT.windowMs), {
    failures: AD_VISIT_LIMIT.visits,
    windowMs: AD_VISIT_LIMIT.windowMs,
    lockMs: AD_VISIT_LIMIT.windowMs,
  });

  const spendCodeBudget = budgets(make, { ...CODE_BUDGETS, ...options.codeBudgets });

  return {
    spendCodeBudget,
    operatorKeyLocked: (ip) => operatorKeys.locked(ip),
    operatorKeyFailed: (ip) => operatorKeys.fail(ip),
    async adVisit(ip) {
      const wait = await adVisits.locked(ip);
      if (wait !== null) return wait;
      await adVisits.fail(ip);
      return null;
    },
    async loginLocked(account, ip) {
      const [a, b] = await Promise.all([byAccount.locked(account), byIp.locked(ip)]);
      return a === null && b === null ? null : Math.max(a ?? 0, b ?? 0);
    },
    async loginFailed(account, ip) {
      const [a, b] = await Promise.all([byAccount.fail(account), byIp.fail(ip)]);
      return a === null && b === null ? null : Math.max(a ?? 0, b ?? 0);
    },
    loginSucceeded: (account) => byAccount.clear(account),
    passwordCheckLocked: (session) => bySession.locked(session),
    passwordCheckFailed: (session) => bySession.fail(session),
    signupLocked: (ip) => signups.locked(ip),
    signedUp: async (ip) => {
      await signups.fail(ip);
    },
  };
}
