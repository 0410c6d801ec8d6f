import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobLeases } from '../db/schema';

/** This process, as a lease holder: unique across hosts, processes and restarts. */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/**
 * Takes or renews the lease of a job for `ttlMs`, by the database's clock: true when this instance holds it. The
 * holder renews on every tick; when it stops (dead or shut down), another instance takes over once it lapses.
 */
export async function holdLease(db: Db, name: string, ttlMs: number, holder = INSTANCE_ID): Promise<boolean> {
  const until = sql`now() + ${`${ttlMs} milliseconds`}::interval`;
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, until },
      setWhere: or(eq(jobLeases.holder, holder), sql`${jobLeases.until} < now()`),
    })
    .returning({ name: jobLeases.name });
  return rows.length > 0;
}

/** Gives a lease up at shutdown, so the next instance need not wait for it to lapse. */
export async function releaseLease(db: Db, name: string, holder = INSTANCE_ID): Promise<void> {
  await db.delete(jobLeases).where(sql`${jobLeases.name} = ${name} and ${jobLeases.holder} = ${holder}`);
}
