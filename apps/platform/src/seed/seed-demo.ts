import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { countGames } from '../db/queries/games';
import { countTenants } from '../db/queries/tenants';
import { importTenant } from '../services/tenant-files';
import { checkTenantText, problemLines } from '../tenants/check-file';
import { seedCatalogue } from './seed-catalogue';

/** apps/platform/seed/tenants: one file per demo tenant. */
export const SEED_TENANTS_DIR = fileURLToPath(new URL('../../seed/tenants', import.meta.url));

export function seedTenantFiles(dir = SEED_TENANTS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

/** First start: the game catalogue and every demo tenant, each tenant in its own transaction. Later starts: nothing. */
export async function seedIfEmpty(db: Db, log: Logger, files = seedTenantFiles()): Promise<void> {
  if ((await countGames(db)) === 0) {
    const games = await seedCatalogue(db);
    log.info({ games }, 'seeded the demo game catalogue');
  }
  if ((await countTenants(db)) > 0) return;
  for (const path of files) {
    const checked = checkTenantText(readFileSync(path, 'utf8'));
    if (!checked.ok) throw new Error(`Seed file ${path} is invalid:\n  ${problemLines(checked.problems).join('\n  ')}`);
    await importTenant(db, checked.file);
  }
  log.info({ tenants: files.length }, 'seeded the demo tenants');
}
