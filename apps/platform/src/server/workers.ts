import { availableParallelism } from 'node:os';
import type { PlatformEnv } from '../env';

/** Worker processes to run: PLATFORM_WORKERS, else one per core up to 4, on PostgreSQL; always one on PGlite. */
export function workerCount(
  env: Pick<PlatformEnv, 'DATABASE_URL' | 'PLATFORM_WORKERS'>,
  cores = availableParallelism(),
) {
  if (!env.DATABASE_URL) return 1;
  return env.PLATFORM_WORKERS ?? Math.min(cores, 4);
}
