import { type Algorithm, hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum parameters: 19 MiB, 2 passes, 1 lane (about 50 ms a hash here).
const OPTIONS = {
  // Algorithm is a const enum the native module does not export at run time: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** The hash of a random password nobody knows, with the same parameters: verifying against it costs the same. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$KsQ3qwTd6Fp6cGhd8y6UQA$467Zk+5KNx/MGjWsRnWErE/mBxBYNAvF2v0UC7WnWk8';

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/**
 * Whether `plain` matches `stored`. Without a stored hash (no such account) it still runs a full verify, so the
 * answer takes as long either way and timing tells nobody which accounts exist.
 */
export async function verifyPassword(stored: string | null, plain: string): Promise<boolean> {
  const matches = await verify(stored ?? DUMMY_HASH, plain).catch(() => false);
  return stored !== null && matches;
}
