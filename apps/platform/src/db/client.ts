import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PLATFORM_ROOT } from '../paths';
import * as schema from './schema';

/** Either driver, seen through the one interface queries use; a transaction has the same shape. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL files in apps/platform/drizzle that have not run yet. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: its data directory as one uncompressed tarball, which `openPglite(…, from)` starts from. */
  dump?: () => Promise<Blob>;
  /** Connections of the pool (PostgreSQL): how many, how many idle, how many calls wait for one. */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
};

const MIGRATIONS = join(PLATFORM_ROOT, 'drizzle');

/** PGlite's memory settings (decision 0019, README "The embedded database"). */
const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers=16MB'] };

/**
 * PGlite in `dataDir` (or in memory when dataDir is null). One process per directory, never two. `from` starts it
 * from a dumped data directory (PGlite's `dumpDataDir`) instead of a new cluster: the tests start each suite from
 * one migrated, seeded copy rather than running initdb again.
 */
export async function openPglite(dataDir: string | null, from?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const options = from ? { ...PGLITE_OPTIONS, loadDataDir: from } : PGLITE_OPTIONS;
  const client = dataDir ? new PGlite(join(dataDir, 'pglite'), options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, options: { poolSize?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS }),
    close: () => pool.end(),
    pool,
  };
}

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
