import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type QueryOptions, type Results, type Transaction, types } from '@electric-sql/pglite';
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

/** The types drizzle reads as text from PGlite (it makes its own dates from them), as drizzle's driver asks. */
const asText = (value: string) => value;
const TEXT_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE].map((type) => [type, asText]),
);

/** PGlite's memory settings (decision 0019, README "The embedded database") and its parsers (below). */
const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers=16MB'], parsers: TEXT_PARSERS };

/** A query's options without its parsers when the instance already has them (any other parser is kept). */
function withoutParsers(options?: QueryOptions): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((type) => type in TEXT_PARSERS)) return options;
  return { ...options, parsers: undefined };
}

/**
 * PGlite as drizzle uses it. Drizzle's driver passes the four text parsers with every query, and PGlite merges a
 * query's parsers into a fresh copy of its whole parser table each time: 0.1–0.15 ms a query on this machine,
 * as much as running `select 1` (decision 0042). The instance holds them instead, so a query's own are dropped.
 */
class DrizzlePglite extends PGlite {
  override query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return super.query<T>(text, params, withoutParsers(options));
  }

  override exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return super.exec(text, withoutParsers(options));
  }

  override transaction<T>(run: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) =>
      run(
        Object.create(tx, {
          query: {
            value: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
              tx.query<R>(text, params, withoutParsers(options)),
          },
        }),
      ),
    );
  }
}

/**
 * PGlite in `dataDir` (or in memory when dataDir is null). One process per directory, never two. `from` starts it
 * from a dumped data directory (PGlite's `dumpDataDir`) instead of a new cluster: the tests start each suite from
 * one migrated, seeded copy rather than running initdb again.
 */
export async function openPglite(dataDir: string | null, from?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const options = from ? { ...PGLITE_OPTIONS, loadDataDir: from } : PGLITE_OPTIONS;
  const client = dataDir ? new DrizzlePglite(join(dataDir, 'pglite'), options) : new DrizzlePglite(options);
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
