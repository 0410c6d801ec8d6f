import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FieldError } from '@felt/contract';
import type { TenantFile } from '@felt/contract/operator';
import { checkTenantText, problemLines } from '../tenants/check-file';
import { formatTenantFile } from '../tenants/format-file';
import type { Target } from './target';

// npm run tenant -- list | validate FILE | import FILE | export DOMAIN

const USAGE = 'usage: npm run tenant -- list | validate FILE | import FILE | export DOMAIN';
type Row = { domain_name: string; external_id: string; site_name: string; theme_code: string; languages: string[] };

class Usage extends Error {}

/** npm runs workspace scripts inside the workspace: file names are relative to where the command was typed. */
function readTenantFile(name: string | undefined): { path: string; file: TenantFile } {
  if (!name) throw new Usage(USAGE);
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), name);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  const checked = checkTenantText(text);
  if (!checked.ok) throw Object.assign(new Error(`${path} is not a valid tenant file:`), { errors: checked.problems });
  return { path, file: checked.file };
}

function printTable(rows: Row[]): void {
  const lines = rows.map((r) => [r.domain_name, r.external_id, r.theme_code, r.languages.join(','), r.site_name]);
  const all = [['DOMAIN', 'EXTERNAL ID', 'THEME', 'LANGUAGES', 'SITE NAME'], ...lines];
  const widths = all[0]!.map((_, i) => Math.max(...all.map((l) => l[i]!.length)));
  for (const line of all)
    process.stdout.write(
      `${line
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd()}\n`,
    );
}

/** validate needs no database, so the database code loads only for the other commands. */
const loadDatabaseSide = async () => ({
  ...(await import('./target')),
  ...(await import('../db/queries/tenants')),
  ...(await import('../services/tenant-files')),
});

async function withTarget<T>(run: (target: Target) => Promise<T>): Promise<T> {
  const { openTarget } = await loadDatabaseSide();
  const target = await openTarget();
  try {
    return await run(target);
  } finally {
    if (target.kind === 'database') await target.database.close();
  }
}

async function main(command: string | undefined, arg: string | undefined): Promise<void> {
  if (command === 'validate') {
    const { path, file } = readTenantFile(arg);
    console.info(`${path}: a valid tenant file for ${file.domain_name}`);
  } else if (command === 'list') {
    const { operatorCall, listTenants } = await loadDatabaseSide();
    const rows = await withTarget((t) =>
      t.kind === 'platform' ? operatorCall<Row[]>(t, '/api/operator/tenants') : listTenants(t.database.db),
    );
    printTable(rows ?? []);
  } else if (command === 'import') {
    const { file } = readTenantFile(arg);
    const { operatorCall, importTenant } = await loadDatabaseSide();
    await withTarget((t) =>
      t.kind === 'platform' ? operatorCall(t, '/api/operator/tenants', file) : importTenant(t.database.db, file),
    );
    console.info(`imported ${file.domain_name}`);
  } else if (command === 'export') {
    if (!arg) throw new Usage(USAGE);
    const domain = arg.toLowerCase();
    const { operatorCall, exportTenant } = await loadDatabaseSide();
    const file = await withTarget((t) =>
      t.kind === 'platform'
        ? operatorCall<TenantFile>(t, `/api/operator/tenants/${encodeURIComponent(domain)}`)
        : exportTenant(t.database.db, domain),
    );
    if (!file) throw new Error(`No tenant has the domain ${domain}`);
    process.stdout.write(formatTenantFile(file));
  } else {
    throw new Usage(USAGE);
  }
}

main(process.argv[2], process.argv[3]).catch((error: Error & { errors?: FieldError[] }) => {
  console.error(error.message);
  for (const line of problemLines(error.errors ?? [])) console.error(`  ${line}`);
  process.exit(error instanceof Usage ? 2 : 1);
});
