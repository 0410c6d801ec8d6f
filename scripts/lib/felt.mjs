// Building and starting Felt's two servers, shared by `npm start`, `npm test` and `npm run bench`.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run, startService, stopService, waitForHttp } from './processes.mjs';

export const WEB_DIR = path.join(ROOT, 'apps/web');
export const PLATFORM_DIR = path.join(ROOT, 'apps/platform');
/** The Debian Chromium and the flags it needs here; e2e/playwright.config.ts reads the same file. */
export const CHROMIUM = JSON.parse(readFileSync(path.join(ROOT, 'scripts/lib/chromium.json'), 'utf8'));

/**
 * The secret with which the web server vouches for player addresses to the platform: the operator's
 * FELT_WEB_SECRET, else one made for this process and handed to both servers it starts.
 */
const WEB_SECRET = process.env.FELT_WEB_SECRET || randomBytes(32).toString('hex');
const baseEnv = () => ({ ...process.env, NEXT_TELEMETRY_DISABLED: '1', FELT_WEB_SECRET: WEB_SECRET });
const startScript = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts.start;

/** Starts a workspace's `start` script and waits for `url`; stops it again when it never answers. */
async function startAndWait(name, dir, env, url, log) {
  const child = startService(name, startScript(dir), { cwd: dir, env, log });
  try {
    await waitForHttp(url, { child });
    return child;
  } catch (error) {
    await stopService(child);
    throw error;
  }
}

export const hasWebBuild = () => existsSync(path.join(WEB_DIR, '.next/BUILD_ID'));

/** `next build` of the web app; one build at a time in a tree (flock, when the machine has it). */
export function buildWeb() {
  const lock = ['/usr/bin/flock', '/bin/flock'].find((file) => existsSync(file));
  const build = ['npm', 'run', 'build', '-w', '@felt/web'];
  const [command, ...args] = lock ? [lock, '/tmp/felt-next-build.lock', ...build] : build;
  return run(command, args, { env: baseEnv() });
}

/** Compiles the platform to dist/ (esbuild, under a second); its `start` script runs that. */
export function buildPlatform() {
  return run('node', ['build.mjs', '--quiet'], { cwd: PLATFORM_DIR, env: baseEnv() });
}

/**
 * Compiles and starts the platform (its package's `start` script) and waits for /healthz; the child records
 * how long it took to answer (`startedInMs`, from the start of the process, the compile not counted).
 * Options: port, dataDir, demo (FELT_DEMO: '1' or '0', always said), log ('inherit' or a file), databaseUrl
 * (PostgreSQL instead of PGlite), env (more variables).
 */
export async function startPlatform({ port, dataDir, demo, log = 'inherit', databaseUrl, env: extra = {} }) {
  if (demo !== '1' && demo !== '0') throw new Error('startPlatform: say whether demo mode is on (demo: "1" or "0")');
  const env = { ...baseEnv(), PLATFORM_PORT: String(port), FELT_DATA_DIR: dataDir, FELT_DEMO: demo, ...extra };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if ((await buildPlatform()) !== 0) throw new Error('the platform did not compile (see above)');
  const started = performance.now();
  const child = await startAndWait('platform', PLATFORM_DIR, env, `http://127.0.0.1:${port}/healthz`, log);
  child.startedInMs = Math.round(performance.now() - started);
  return child;
}

/**
 * Starts the production web server (apps/web/server) against a platform and waits until it answers; `demo`
 * ('1' or '0') must match the platform's, since the site shows demo codes only in demo mode; `env` adds variables.
 */
export async function startWeb({ port, platformUrl, demo, log = 'inherit', env: extra = {} }) {
  if (demo !== '1' && demo !== '0') throw new Error('startWeb: say whether demo mode is on (demo: "1" or "0")');
  const env = { ...baseEnv(), PORT: String(port), PLATFORM_URL: platformUrl, FELT_DEMO: demo, ...extra };
  return startAndWait('web', WEB_DIR, env, `http://127.0.0.1:${port}/static-probe`, log);
}

/** Starts platform (with `platformEnv` added) then web; on failure stops what did start and rethrows. */
export async function startFelt({ webPort, platformPort, dataDir, demo, log, platformEnv }) {
  const started = [];
  try {
    started.push(await startPlatform({ port: platformPort, dataDir, demo, log: log?.('platform'), env: platformEnv }));
    const platformUrl = `http://127.0.0.1:${platformPort}`;
    started.push(await startWeb({ port: webPort, platformUrl, demo, log: log?.('web') }));
    return { platform: started[0], web: started[1] };
  } catch (error) {
    await Promise.all(started.map((child) => stopService(child)));
    throw error;
  }
}
