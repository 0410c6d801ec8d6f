import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { env } from '@/lib/env.server';

// Wrong operator keys per client address on the web server's operator calls: after a few the address is refused
// for a while, whatever key it sends, so the key cannot be guessed at full speed. Counted in this process, or in
// Redis when REDIS_URL is set so every web server of the install counts the same address together; while Redis is
// away each server counts on its own rather than letting every guess through (as the platform's limits do).

/** Five wrong keys within 15 minutes refuse the address for the next 15 minutes. */
export const OPERATOR_KEY_GUESSES = { failures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 } as const;
/** A Redis answer slower than this counts in this process instead. */
const REDIS_TIMEOUT_MS = 250;

export type OperatorKeyLimit = {
  /** Seconds until the address may be heard again, or null when it may be now. */
  locked: (address: string) => Promise<number | null>;
  /** Counts a wrong key; the seconds to wait when the address was already refused, else null. */
  failed: (address: string) => Promise<number | null>;
};

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function operatorKeyLimit(redis: Redis | null): OperatorKeyLimit {
  const { failures, windowSeconds, lockSeconds } = OPERATOR_KEY_GUESSES;
  const options = { keyPrefix: 'felt:web-operator-key-ip', points: failures, duration: windowSeconds };
  const local = new RateLimiterMemory(options);
  const limiter = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: local, rejectIfRedisNotReady: true })
    : local;
  return {
    async locked(address) {
      const res = await limiter.get(address);
      return res && res.consumedPoints >= failures ? seconds(res.msBeforeNext) : null;
    },
    async failed(address) {
      // The count is raised atomically, so guesses sent all at once are refused past the limit too.
      const res = await limiter.penalty(address);
      if (res.consumedPoints > failures) return seconds(res.msBeforeNext);
      if (res.consumedPoints === failures) await limiter.block(address, lockSeconds);
      return null;
    },
  };
}

function redisOf(url: string): Redis {
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: REDIS_TIMEOUT_MS,
  });
  let down = false;
  client.on('error', (error) => {
    if (!down) console.warn(`Redis unavailable (${error.message}): wrong operator keys are counted per web server`);
    down = true;
  });
  client.on('ready', () => {
    down = false;
  });
  return client;
}

let shared: OperatorKeyLimit | undefined;

/** The count of this process, made at its first use (so a build never connects to Redis). */
export function sharedOperatorKeyLimit(): OperatorKeyLimit {
  shared ??= operatorKeyLimit(env.REDIS_URL ? redisOf(env.REDIS_URL) : null);
  return shared;
}
