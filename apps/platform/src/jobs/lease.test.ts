import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../db/client';
import { createLogger } from '../logger';
import { every } from './every';
import { holdLease, releaseLease } from './lease';

// A periodic job runs on one instance at a time; another takes over when the holder stops renewing.

let database: Database;
beforeAll(async () => {
  database = await openPglite(null);
  await database.migrate();
});
afterAll(() => database.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job leases', () => {
  it('lets one holder run a job, renew it, and hand it over when it lapses or is released', async () => {
    const { db } = database;
    expect(await holdLease(db, 'sweep', 200, 'one')).toBe(true);
    expect(await holdLease(db, 'sweep', 200, 'two')).toBe(false);
    expect(await holdLease(db, 'sweep', 200, 'one')).toBe(true);
    // Another job's lease is its own.
    expect(await holdLease(db, 'purge', 200, 'two')).toBe(true);
    await pause(250);
    expect(await holdLease(db, 'sweep', 10_000, 'two')).toBe(true);
    expect(await holdLease(db, 'sweep', 10_000, 'one')).toBe(false);
    await releaseLease(db, 'sweep', 'one'); // not the holder: changes nothing
    expect(await holdLease(db, 'sweep', 10_000, 'one')).toBe(false);
    await releaseLease(db, 'sweep', 'two');
    expect(await holdLease(db, 'sweep', 10_000, 'one')).toBe(true);
  });

  it('runs a job on one of two instances, then on the other once the first stops', async () => {
    const { db } = database;
    const log = createLogger('silent');
    const runs: string[] = [];
    // Both "instances" are this process here, so each names itself as a holder of its own.
    const stopFirst = every(db, log, 'two-instance job', 20, async () => void runs.push('first'), 'first');
    const stopSecond = every(db, log, 'two-instance job', 20, async () => void runs.push('second'), 'second');
    await pause(300);
    expect(runs.length).toBeGreaterThan(3);
    expect(new Set(runs).size).toBe(1);
    const holder = runs[0];
    await (holder === 'first' ? stopFirst : stopSecond)();
    runs.length = 0;
    await pause(300);
    expect(runs.length).toBeGreaterThan(3);
    expect(new Set(runs)).toEqual(new Set([holder === 'first' ? 'second' : 'first']));
    await stopFirst();
    await stopSecond();
  });
});
