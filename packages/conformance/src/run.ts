import type { KitContext } from './context';
import { httpClient } from './http-client';
import type { KitOptions } from './options';
import { Mismatch, NotApplicable, type Outcome, type RowResult } from './outcome';
import type { Row } from './row';
import { ROWS } from './rows';

export type KitReport = { rows: RowResult[]; cleanupProblems: string[] };

async function outcomeOf(row: Row, ctx: KitContext): Promise<Outcome> {
  try {
    const note = await row.run(ctx);
    return note ? { result: 'pass', note } : { result: 'pass' };
  } catch (error) {
    if (error instanceof NotApplicable) return { result: 'n/a', reason: error.reason };
    if (error instanceof Mismatch)
      return { result: 'fail', field: error.field, expected: error.expected, got: error.got };
    return { result: 'fail', field: '(kit)', expected: 'no error', got: String(error) };
  }
}

/** Runs every row in order against `options.url`, then undoes what the kit opened (its session). */
export async function runKit(options: KitOptions, rows: readonly Row[] = ROWS): Promise<KitReport> {
  const ctx: KitContext = {
    options,
    http: httpClient(options.url),
    // Until startup answers the site's own external_id, the domain stands in for it.
    site: { domain_name: options.domain, external_id: options.domain.slice(0, 64) },
    ...(options.account ? { account: options.account } : {}),
    cleanups: [],
  };
  const results: RowResult[] = [];
  for (const row of rows) results.push({ id: row.id, title: row.title, outcome: await outcomeOf(row, ctx) });
  const cleanupProblems: string[] = [];
  for (const cleanup of ctx.cleanups.reverse()) {
    await cleanup.run().catch((error: unknown) => cleanupProblems.push(`${cleanup.what}: ${String(error)}`));
  }
  return { rows: results, cleanupProblems };
}

/** Conformant: no row failed (rows that could not run are listed, not counted against the back end). */
export const conformant = (report: KitReport) => report.rows.every((row) => row.outcome.result !== 'fail');
