import { lt } from 'drizzle-orm';
import type { Db } from '../client';
import { spentChallenges } from '../schema';

/** Records a solution as taken; false when it was taken before (a replay), in one statement whatever the race. */
export async function spendChallenge(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(spentChallenges)
    .values({ signature, expires_at: expiresAt })
    .onConflictDoNothing()
    .returning({ signature: spentChallenges.signature });
  return rows.length > 0;
}

/** Forgets solutions whose challenge has expired: they are refused as expired anyway. */
export async function deleteExpiredChallenges(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(spentChallenges)
    .where(lt(spentChallenges.expires_at, now))
    .returning({ signature: spentChallenges.signature });
  return rows.length;
}
