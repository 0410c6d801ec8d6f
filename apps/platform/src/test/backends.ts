import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client';
import { seedCatalogue } from '../seed/seed-catalogue';

// The databases the handler suite runs on: PGlite always, PostgreSQL when one answers. Each PostgreSQL run
// gets its own database, dropped afterwards, so parallel runs never meet (the migrations name the public schema,
// so a schema per run would not isolate them). Each starts as a copy of one seed made once per test run
// (global-setup.ts): migrated, with the game catalogue drawn, so no suite runs initdb, the migrations or the
// drawing again (a fresh PGlite cluster alone takes 3–4 s on a 2-core machine; a copy of the seed about 1.3 s).

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seed's PGlite data directory, dumped to this file. */
    pgliteSeed: string;
    /** The seed's PostgreSQL database, the template of every suite's own; null when PostgreSQL is unreachable. */
    postgresTemplate: string | null;
  }
}

export type Backend = { name: string; open: () => Promise<Database> };

const PG_URL = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function untilNoConnections(database: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const res = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [database]);
      if (res.rows[0].n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

let pgliteSeed: Blob | undefined;

const pglite: Backend = {
  name: 'pglite',
  open: async () => {
    pgliteSeed ??= new Blob([readFileSync(inject('pgliteSeed'))]);
    const database = await openPglite(null, pgliteSeed);
    await database.migrate();
    return database;
  },
};

const urlOf = (name: string) => {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A PostgreSQL database of its own, for a suite or a platform process: empty, or a copy of `template`; drop()
 * removes it.
 */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `felt_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = urlOf(name);
  return {
    url,
    drop: async () => {
      // pool.end() resolves before the sockets are gone; a forced drop would then kill live connections, whose
      // clients raise the error with nobody listening. Wait for the server to see them leave.
      await untilNoConnections(name);
      await adminQuery(`drop database ${name} with (force)`);
    },
  };
}

const postgres: Backend = {
  name: 'postgres',
  open: async () => {
    const created = await createPostgresDatabase(inject('postgresTemplate') ?? undefined);
    const database = await openPostgres(created.url, { poolSize: 4 });
    await database.migrate();
    return {
      ...database,
      close: async () => {
        await database.close();
        await created.drop();
      },
    };
  },
};

export const BACKENDS: Backend[] = (await postgresReachable()) ? [pglite, postgres] : [pglite];

if (BACKENDS.length === 1) {
  console.warn(
    `PostgreSQL at ${PG_URL.replace(/:[^:@/]*@/, ':***@')} is unreachable: skipped the PostgreSQL run of the handler suite`,
  );
}

/** The run's seeds (see the top of this file); the returned function removes them. */
export async function makeSeeds(): Promise<{
  pgliteSeed: string;
  postgresTemplate: string | null;
  remove: () => Promise<void>;
}> {
  const folder = mkdtempSync(join(tmpdir(), 'felt-seed-'));
  const pgliteSeed = join(folder, 'pglite.tar');
  const lite = await openPglite(null);
  await lite.migrate();
  await seedCatalogue(lite.db);
  writeFileSync(pgliteSeed, Buffer.from(await (await lite.dump!()).arrayBuffer()));
  await lite.close();
  let postgresTemplate: string | null = null;
  if (BACKENDS.length > 1) {
    postgresTemplate = `felt_seed_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${postgresTemplate}`);
    const database = await openPostgres(urlOf(postgresTemplate), { poolSize: 1 });
    await database.migrate();
    await seedCatalogue(database.db);
    await database.close();
    // A database being copied may have no other connection.
    await untilNoConnections(postgresTemplate);
  }
  return {
    pgliteSeed,
    postgresTemplate,
    remove: async () => {
      rmSync(folder, { recursive: true, force: true });
      if (postgresTemplate) await adminQuery(`drop database if exists ${postgresTemplate} with (force)`);
    },
  };
}
