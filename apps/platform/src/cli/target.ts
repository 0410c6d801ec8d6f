import type { Database } from '../db/client';
import { openDatabase } from '../db/client';
import { dataDirHolder } from '../db/data-dir-lock';
import { DEMO_OPERATOR_KEY, readEnv } from '../env';

// Where list/import/export go: the running platform when it answers, else the database itself — PostgreSQL
// always, PGlite only when no platform holds its directory (never two PGlite on one directory).

export type Target = { kind: 'platform'; url: string; key: string } | { kind: 'database'; database: Database };

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1500) });
    return res.ok;
  } catch {
    return false;
  }
}

export async function openTarget(): Promise<Target> {
  const env = readEnv();
  const url = (process.env.PLATFORM_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
  if (await answers(url)) return { kind: 'platform', url, key: env.FELT_OPERATOR_KEY ?? DEMO_OPERATOR_KEY };
  if (!env.DATABASE_URL) {
    const holder = dataDirHolder(env.dataDir);
    if (holder) {
      throw new Error(
        `A platform (pid ${holder.pid}) holds ${env.dataDir} but ${url} does not answer; ` +
          `run again with PLATFORM_URL=http://127.0.0.1:${holder.port}`,
      );
    }
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  await database.migrate();
  return { kind: 'database', database };
}

/** Calls an operator endpoint; not found is undefined, any other failure an error with its failing fields. */
export async function operatorCall<T>(
  target: { url: string; key: string },
  path: string,
  body?: unknown,
): Promise<T | undefined> {
  const res = await fetch(`${target.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Operator-Key': target.key },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { statusCode: number; message?: string; value?: T; errors?: unknown };
  if (answer.statusCode === 1) return answer.value as T;
  if (answer.statusCode === -404) return undefined;
  if (answer.statusCode === -403) throw new Error('The platform refused the operator key: set FELT_OPERATOR_KEY');
  throw Object.assign(new Error(`The platform answered ${answer.statusCode} ${answer.message ?? ''}`), {
    errors: answer.errors,
  });
}
