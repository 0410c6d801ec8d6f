import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, createPostgresDatabase } from '../test/backends';
import { postgresTenantChanges, type TenantChanges } from './tenant-changes';

// Two platform processes on one PostgreSQL: a tenant change announced by one reaches the other's listener (and its
// own), so neither keeps serving the old site from its startup cache.

const onPostgres = BACKENDS.some((backend) => backend.name === 'postgres');
const log = pino({ level: 'silent' });

describe.skipIf(!onPostgres)('tenant changes across processes (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let first: TenantChanges;
  let second: TenantChanges;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    first = postgresTenantChanges(database.url, log);
    second = postgresTenantChanges(database.url, log);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await database.drop();
  });

  it('tells every listening process, the announcing one included', async () => {
    const heardFirst = vi.fn();
    const heardSecond = vi.fn();
    first.onChange(heardFirst);
    second.onChange(heardSecond);
    // Each connects and listens in its own time; keep announcing until both have heard (one hearing does not mean
    // the other is listening yet).
    await vi.waitFor(
      async () => {
        await first.announce();
        expect(heardSecond).toHaveBeenCalled();
        expect(heardFirst).toHaveBeenCalled();
      },
      { timeout: 5000, interval: 200 },
    );
  });
});
