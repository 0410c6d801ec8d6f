// End-to-end tests against the production build: the run starts the platform (demo tenants, fresh temporary
// data) and `next start`, then drives Debian's Chromium.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { PLATFORM_PORT, siteUrl, WEB_PORT } from './support/sites.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CI = Boolean(process.env.CI);
const chromium: { path: string; args: string[] } = JSON.parse(
  readFileSync(path.join(ROOT, 'scripts/lib/chromium.json'), 'utf8'),
);
const gracefulShutdown = { signal: 'SIGTERM', timeout: 15_000 } as const;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: CI,
  // Two cores: the web server and the platform need one between them.
  workers: 2,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    baseURL: siteUrl('localhost'),
    launchOptions: { executablePath: chromium.path, args: chromium.args },
    trace: 'on-first-retry',
    // Dates on the page follow the browser's time zone: fix it so expectations do not depend on the machine.
    timezoneId: 'UTC',
  },
  webServer: [
    {
      name: 'platform',
      command: 'node scripts/serve-platform.mjs',
      cwd: ROOT,
      // Every journey signs up from 127.0.0.1: lift the per-address signup limit for the run.
      env: { PLATFORM_PORT: String(PLATFORM_PORT), FELT_DEMO: '1', FELT_SIGNUPS_PER_HOUR: '10000' },
      url: `http://127.0.0.1:${PLATFORM_PORT}/healthz`,
      reuseExistingServer: !CI,
      timeout: 120_000,
      gracefulShutdown,
    },
    {
      name: 'web',
      command: 'npm start -w @felt/web',
      cwd: ROOT,
      env: { PORT: String(WEB_PORT), PLATFORM_URL: `http://127.0.0.1:${PLATFORM_PORT}`, NEXT_TELEMETRY_DISABLED: '1' },
      url: siteUrl('localhost', '/static-probe'),
      reuseExistingServer: !CI,
      timeout: 120_000,
      gracefulShutdown,
    },
  ],
});
