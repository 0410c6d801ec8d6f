// The machine's PostgreSQL for the scripts that make databases of their own (the bench, the scale test).
import { execFileSync } from 'node:child_process';

const PG = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

/** The URL of database `name` on the same server. */
export const dbUrl = (name) => Object.assign(new URL(PG), { pathname: `/${name}` }).toString();

/** Runs SQL with psql, in `database` or the server's default one; resolves to its output. */
export const psql = (sql, database) =>
  execFileSync('psql', [database ? dbUrl(database) : PG, '-qAtc', sql], { stdio: ['ignore', 'pipe', 'pipe'] });
