import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { countTenants } from '../db/queries/tenants';
import { PLATFORM_ROOT } from '../paths';
import { importTenant } from '../services/tenant-files';
import { checkTenantText, problemLines } from '../tenants/check-file';
import { seedCatalogue } from './seed-catalogue';
import { seedSportsbook } from './seed-sportsbook';

/** apps/platform/seed/tenants: one file per demo tenant. */
export const SEED_TENANTS_DIR = join(PLATFORM_ROOT, 'seed/tenants');

export function seedTenantFiles(dir = SEED_TENANTS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

/**
 * Every start: catalogue games, providers and logos the database lacks (cheap when nothing is new, so an
 * existing data directory gains games added since) and the demo matches when there are none. First start only:
 * every demo tenant, each in its own transaction.
 */
export async function seedIfEmpty(db: Db, log: Logger, files = seedTenantFiles(), now = new Date()): Promise<void> {
  const games = await seedCatalogue(db);
  if (games > 0) log.info({ games }, 'added games to the catalogue');
  const matches = await seedSportsbook(db, now);
  if (matches > 0) log.info({ matches }, 'seeded the demo matches');
  if ((await countTenants(db)) > 0) return;
  for (const path of files) {
    const checked = checkTenantText(readFileSync(path, 'utf8'));
    if (!checked.ok) throw new Error(`Seed file ${path} is invalid:\n  ${problemLines(checked.problems).join('\n  ')}`);
    await importTenant(db, checked.file);
  }
  log.info({ tenants: files.length }, 'seeded the demo tenants');
}
