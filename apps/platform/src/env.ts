import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative data directories resolve from here, whichever directory npm started in. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Documented default for demo installs only; anything public sets its own FELT_OPERATOR_KEY. */
export const DEMO_OPERATOR_KEY = 'felt-demo-operator-key';
/** Documented default signing secret of the DEMO game provider, for demo installs only. */
export const DEMO_PROVIDER_DEFAULT_SECRET = 'felt-demo-provider-secret';

const flag = z
  .string()
  .optional()
  .transform((value) => ['1', 'true', 'on', 'yes'].includes((value ?? '').toLowerCase()));

const Env = z.object({
  // Port the contract is served on; the web app's PLATFORM_URL points here.
  PLATFORM_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  // PostgreSQL connection string; when unset the embedded PGlite database is used.
  DATABASE_URL: z.string().url().optional(),
  // Where PGlite keeps its files (relative paths start at the repository root).
  FELT_DATA_DIR: z.string().min(1).default('.data'),
  // Optional Redis for state shared by several platform instances (rate limits, short-lived codes).
  REDIS_URL: z.string().url().optional(),
  // Demo mode: documented default secrets, demo data; `npm start` turns it on.
  FELT_DEMO: flag,
  // Guards /api/operator/* (tenant import and export); without it and outside demo mode those answer -403.
  FELT_OPERATOR_KEY: z.string().min(8).optional(),
  // Signs the DEMO provider's launch tokens and seamless-wallet calls; demo mode has a documented default.
  DEMO_PROVIDER_SECRET: z.string().min(16).optional(),
  // Accounts one address may create an hour; shared offices and test runs may need more.
  FELT_SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  // pino level: fatal, error, warn, info, debug, trace or silent.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type PlatformEnv = z.infer<typeof Env> & {
  dataDir: string;
  operatorKey: string | null;
  /** null: the DEMO provider is off (its games cannot be launched). */
  demoProviderSecret: string | null;
};

export function readEnv(source: NodeJS.ProcessEnv = process.env): PlatformEnv {
  const blankless = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = Env.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = isAbsolute(env.FELT_DATA_DIR) ? env.FELT_DATA_DIR : resolve(REPO_ROOT, env.FELT_DATA_DIR);
  const operatorKey = env.FELT_OPERATOR_KEY ?? (env.FELT_DEMO ? DEMO_OPERATOR_KEY : null);
  const demoProviderSecret = env.DEMO_PROVIDER_SECRET ?? (env.FELT_DEMO ? DEMO_PROVIDER_DEFAULT_SECRET : null);
  return { ...env, dataDir, operatorKey, demoProviderSecret };
}
