import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client';

// The databases the handler suite runs on: PGlite always, PostgreSQL when one answers. Each PostgreSQL run
// gets its own database, dropped afterwards, so parallel runs never meet (the migrations name the public schema,
// so a schema per run would not isolate them).

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

const pglite: Backend = {
  name: 'pglite',
  open: async () => {
    const database = await openPglite(null);
    await database.migrate();
    return database;
  },
};

/** An empty PostgreSQL database of its own, for a suite or a platform process; drop() removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `felt_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
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
    const created = await createPostgresDatabase();
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
