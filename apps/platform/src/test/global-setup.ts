import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeSeeds } from './backends';

/**
 * Once per run: compiles the platform (the command-line tools are tested as npm runs them, compiled by
 * build.mjs), and makes the seed every suite's database is copied from (backends.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  execFileSync(process.execPath, [join(import.meta.dirname, '../../build.mjs'), '--quiet'], { stdio: 'inherit' });
  const seeds = await makeSeeds();
  project.provide('pgliteSeed', seeds.pgliteSeed);
  project.provide('postgresTemplate', seeds.postgresTemplate);
  return seeds.remove;
}
