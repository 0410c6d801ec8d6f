import { isAbsolute, join, resolve } from 'node:path';
import { CHALLENGE_RULES, CODE_BUDGETS, envFlag, WEB_TIER_SECRET_MIN } from '@felt/contract';
import { z } from 'zod';
import { PLATFORM_ROOT } from './paths';

/** The repository root: relative data directories resolve from here, whichever directory npm started in. */
export const REPO_ROOT = join(PLATFORM_ROOT, '../../');

/** Documented default for demo installs only; anything public sets its own FELT_OPERATOR_KEY. */
export const DEMO_OPERATOR_KEY = 'felt-demo-operator-key';
/** Documented default signing secret of the DEMO game provider, for demo installs only. */
export const DEMO_PROVIDER_DEFAULT_SECRET = 'felt-demo-provider-secret';
/** Documented default key of the proof-of-work challenges, for demo installs only. */
export const DEMO_CHALLENGE_SECRET = 'felt-demo-challenge-secret';
/** Outside demo mode a challenge key shorter than this is refused: it signs what anyone could otherwise forge. */
export const CHALLENGE_SECRET_MIN = 32;

const Env = z.object({
  // Port the contract is served on; the web app's PLATFORM_URL points here.
  PLATFORM_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  // Worker processes sharing the port, on PostgreSQL only (PGlite is one process): one per core, at most 4.
  PLATFORM_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  // Prometheus metrics at http://<FELT_METRICS_HOST>:<PLATFORM_METRICS_PORT>/metrics; unset: no metrics port.
  PLATFORM_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // Interface of the metrics ports of both servers: loopback unless the operator's Prometheus is elsewhere.
  FELT_METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // Interface to listen on: loopback unless the operator opens it (the web tier is the platform's only caller).
  PLATFORM_HOST: z.string().min(1).default('127.0.0.1'),
  // Shared with the web tier, which vouches with it for the player's address; unset, every caller is its socket.
  FELT_WEB_SECRET: z.string().min(16).optional(),
  // A production install never runs demo mode (its documented secrets and code outbox).
  NODE_ENV: z.string().optional(),
  // PostgreSQL connection string; when unset the embedded PGlite database is used.
  DATABASE_URL: z.string().url().optional(),
  // Where PGlite keeps its files (relative paths start at the repository root).
  FELT_DATA_DIR: z.string().min(1).default('.data'),
  // Optional Redis for state shared by several platform instances (rate limits, short-lived codes).
  REDIS_URL: z.string().url().optional(),
  // Demo mode: documented default secrets, demo data; `npm start` turns it on.
  FELT_DEMO: envFlag,
  // The bench's floor route, /api/bench/select_one; `npm run bench` sets it for its own platform only.
  FELT_BENCH_ROUTES: envFlag,
  // Guards /api/operator/* (tenant import and export); without it and outside demo mode those answer -403.
  FELT_OPERATOR_KEY: z.string().min(8).optional(),
  // Signs the DEMO provider's launch tokens and seamless-wallet calls; demo mode has a documented default.
  DEMO_PROVIDER_SECRET: z.string().min(16).optional(),
  // Accounts one address may create an hour; shared offices and test runs may need more.
  FELT_SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  // One-time codes an hour per client address, per tenant and for the whole install (CODE_BUDGETS): each is an
  // SMS the operator pays for; busy sites raise the tenant and install budgets, test runs the address one.
  FELT_CODES_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(CODE_BUDGETS.perAddress),
  FELT_CODES_PER_TENANT_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(CODE_BUDGETS.perTenant),
  FELT_CODES_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(CODE_BUDGETS.global),
  // Signs the proof-of-work challenges; every instance of an install needs the same one (demo mode has a default).
  FELT_CHALLENGE_SECRET: z.string().min(16).optional(),
  // The work of one challenge: about half this many SHA-256 hashes in the browser (tests make it tiny).
  FELT_CHALLENGE_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).default(CHALLENGE_RULES.maxNumber),
  // pino level: fatal, error, warn, info, debug, trace or silent.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type PlatformEnv = z.infer<typeof Env> & {
  dataDir: string;
  operatorKey: string | null;
  /** null: the DEMO provider is off (its games cannot be launched). */
  demoProviderSecret: string | null;
  /** null: not set outside demo mode, so the server makes one for its own process. */
  challengeSecret: string | null;
};

/** Demo mode publishes its secrets and every player's codes: refused wherever real players could be. */
function demoRefusals(env: z.infer<typeof Env>): string[] {
  if (!env.FELT_DEMO) {
    return [
      ...(env.FELT_OPERATOR_KEY && env.FELT_OPERATOR_KEY.length < 32
        ? ['  FELT_OPERATOR_KEY: must be at least 32 characters outside demo mode']
        : []),
      ...(env.FELT_WEB_SECRET && env.FELT_WEB_SECRET.length < WEB_TIER_SECRET_MIN
        ? [`  FELT_WEB_SECRET: must be at least ${WEB_TIER_SECRET_MIN} characters outside demo mode`]
        : []),
      ...(env.FELT_CHALLENGE_SECRET && env.FELT_CHALLENGE_SECRET.length < CHALLENGE_SECRET_MIN
        ? [`  FELT_CHALLENGE_SECRET: must be at least ${CHALLENGE_SECRET_MIN} characters outside demo mode`]
        : []),
    ];
  }
  return [
    ...(env.DATABASE_URL ? ['  FELT_DEMO: demo mode never runs on PostgreSQL (DATABASE_URL is set)'] : []),
    ...(env.NODE_ENV === 'production' ? ['  FELT_DEMO: demo mode never runs with NODE_ENV=production'] : []),
  ];
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): PlatformEnv {
  const blankless = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = Env.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const refusals = demoRefusals(env);
  if (refusals.length > 0) throw new Error(`Invalid environment:\n${refusals.join('\n')}`);
  const dataDir = isAbsolute(env.FELT_DATA_DIR) ? env.FELT_DATA_DIR : resolve(REPO_ROOT, env.FELT_DATA_DIR);
  const operatorKey = env.FELT_OPERATOR_KEY ?? (env.FELT_DEMO ? DEMO_OPERATOR_KEY : null);
  const demoProviderSecret = env.DEMO_PROVIDER_SECRET ?? (env.FELT_DEMO ? DEMO_PROVIDER_DEFAULT_SECRET : null);
  const challengeSecret = env.FELT_CHALLENGE_SECRET ?? (env.FELT_DEMO ? DEMO_CHALLENGE_SECRET : null);
  return { ...env, dataDir, operatorKey, demoProviderSecret, challengeSecret };
}
