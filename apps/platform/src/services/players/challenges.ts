import { AltchaChallenge, CHALLENGE_RULES, ERROR_KEYS } from '@felt/contract';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { spendChallenge } from '../../db/queries/challenges';
import { badRequest } from './refusals';

// The proof of work (ALTCHA) in front of signup and code requests. A challenge is signed with the install's
// secret, names its site, and expires; a solution is taken once. altcha-lib checks the expiry against the real
// clock (Date.now), so challenges follow it rather than the app's clock.

export type ChallengeConfig = {
  /** The HMAC key challenges are signed with; every instance of an install needs the same one. */
  secret: string;
  /** The secret counter is drawn below this: the work a solution takes, about half of it on average. */
  maxNumber: number;
};

export type Challenges = {
  /** A new challenge for one site. */
  issue: (domain: string) => Promise<z.infer<typeof AltchaChallenge>>;
  /** Checks a solution for this site and marks it taken, or refuses with challengeFailed. */
  take: (domain: string, altcha: string) => Promise<void>;
};

const Payload = z.object({
  challenge: AltchaChallenge,
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

function decode(altcha: string): z.infer<typeof Payload> | null {
  try {
    const parsed = Payload.safeParse(JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether the solution is right for a challenge this install signed for this site, and not expired. */
async function solves(payload: z.infer<typeof Payload>, domain: string, secret: string): Promise<boolean> {
  const { parameters } = payload.challenge;
  // Both are signed: a challenge without an expiry, or made for another site, is not one this install made here.
  if (typeof parameters.expiresAt !== 'number' || parameters.data?.site !== domain) return false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret,
    });
    return result.verified;
  } catch {
    // Signed but malformed parameters (they cannot be) or a solution the key derivation chokes on.
    return false;
  }
}

export function createChallenges(db: Db, config: ChallengeConfig): Challenges {
  if (config.secret.length === 0) throw new Error('createChallenges: the secret must not be empty');
  if (!Number.isInteger(config.maxNumber) || config.maxNumber < 1) {
    throw new Error('createChallenges: maxNumber must be a positive integer');
  }
  return {
    async issue(domain) {
      const { parameters, signature } = await createChallenge({
        algorithm: CHALLENGE_RULES.algorithm,
        cost: 1,
        counter: randomInt(config.maxNumber),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_RULES.lifetimeMs),
        hmacSignatureSecret: config.secret,
        data: { site: domain },
      });
      return { parameters: { ...parameters }, signature: signature ?? '' };
    },
    async take(domain, altcha) {
      const payload = decode(altcha);
      if (!payload || !(await solves(payload, domain, config.secret))) throw badRequest(ERROR_KEYS.challengeFailed);
      const { signature, parameters } = payload.challenge;
      const expiresAt = new Date((parameters.expiresAt ?? 0) * 1000);
      if (!(await spendChallenge(db, signature, expiresAt))) throw badRequest(ERROR_KEYS.challengeFailed);
    },
  };
}
