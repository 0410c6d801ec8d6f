import type { PGlite } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import type { Db } from './client';

// Named prepared statements for the hottest queries (decision 0019). PostgreSQL plans an unnamed query on every
// execution; for the session lookup (four tables joined) planning cost three times the execution, so a named
// statement, planned once per connection, serves several times the reads. One statement object per database
// handle: a transaction's handle gets its own, since a statement runs on the connection that prepared it.
//
// On PGlite the driver ignores the name, so the statement is prepared in SQL (PREPARE) and run with EXECUTE and
// its parameters written as literals (EXECUTE takes no bind parameters); PGlite is one connection, so one PREPARE
// serves the whole process. Only outside a transaction: a failed PREPARE would abort the transaction around it.

const statements = new WeakMap<Db, Map<string, unknown>>();
const NAME = /^[a-z][a-z_]*$/;

/** The query `build` makes on `db`, prepared under `name` on first use and kept for that handle. */
export function prepared<Statement>(
  db: Db,
  name: string,
  build: (db: Db) => { prepare(name: string): Statement },
): Statement {
  if (!NAME.test(name)) throw new Error(`prepared statement name ${name} is not a plain identifier`);
  let mine = statements.get(db);
  if (!mine) {
    mine = new Map();
    statements.set(db, mine);
  }
  let statement = mine.get(name) as Statement | undefined;
  if (statement === undefined) {
    statement = build(db).prepare(name);
    if (is(statement, PglitePreparedQuery) && !is(db, PgTransaction)) preparedInSql(statement, name);
    mine.set(name, statement);
  }
  return statement;
}

/** Each PGlite instance's statements prepared so far, by name. */
const preparedIn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

/** Reroutes the driver's query of `statement` through PREPARE (once) and EXECUTE on the same PGlite. */
function preparedInSql(statement: object, name: string): void {
  const driver = statement as unknown as { client: PGlite; queryString: string };
  const client = driver.client;
  const text = driver.queryString;
  const names = preparedIn.get(client) ?? new Map<string, Promise<unknown>>();
  preparedIn.set(client, names);
  const shim = {
    async query(_text: string, params: unknown[], options: Parameters<PGlite['query']>[2]) {
      let ready = names.get(name);
      if (!ready) {
        ready = client.exec(`PREPARE ${name} AS ${text}`);
        names.set(name, ready);
        ready.catch(() => names.delete(name));
      }
      await ready;
      const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
      // One simple-protocol message: PGlite's query() makes six calls into the database for the extended
      // protocol (parse, two describes, bind, execute, sync), 60 µs more for this one statement (decision 0042).
      // The text is one statement of a checked name and literals, so the simple protocol runs nothing else.
      const [result] = await client.exec(`EXECUTE ${name}${args}`, options);
      return result;
    },
  };
  driver.client = shim as unknown as PGlite;
}

/** A parameter as an SQL literal; standard_conforming_strings is on, so doubling quotes is the whole escape. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`a ${typeof value} cannot be a prepared statement's parameter`);
}
