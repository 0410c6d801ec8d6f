// End-to-end tests against the production build: the run starts the platform (demo tenants, fresh temporary
// data) and the production web server, then drives Debian's Chromium.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { OPERATOR_KEY } from './support/operator.ts';
import { PLATFORM_PORT, siteUrl, WEB_PORT } from './support/sites.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CI = Boolean(process.env.CI);
const chromium: { path: string; args: string[] } = JSON.parse(
  readFileSync(path.join(ROOT, 'scripts/lib/chromium.json'), 'utf8'),
);
const gracefulShutdown = { signal: 'SIGTERM', timeout: 15_000 } as const;
/** The secret both servers share, so the platform believes the player addresses the web server reports. */
const WEB_SECRET = 'e2e-web-tier-secret-0123456789abcdef';

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
      // Every journey signs up and asks codes from 127.0.0.1 on a few sites: lift the per-address signup limit and
      // the code budgets for the run. The proof of work stays, with little work, so two workers are not slowed.
      env: {
        PLATFORM_PORT: String(PLATFORM_PORT),
        FELT_DEMO: '1',
        FELT_SIGNUPS_PER_HOUR: '10000',
        FELT_CODES_PER_ADDRESS_HOUR: '100000',
        FELT_CODES_PER_TENANT_HOUR: '100000',
        FELT_CODES_PER_HOUR: '1000000',
        FELT_CHALLENGE_MAX_NUMBER: '2000',
        FELT_WEB_SECRET: WEB_SECRET,
      },
      url: `http://127.0.0.1:${PLATFORM_PORT}/healthz`,
      reuseExistingServer: !CI,
      timeout: 120_000,
      gracefulShutdown,
    },
    {
      name: 'web',
      command: 'npm start -w @felt/web',
      cwd: ROOT,
      env: {
        PORT: String(WEB_PORT),
        PLATFORM_URL: `http://127.0.0.1:${PLATFORM_PORT}`,
        NEXT_TELEMETRY_DISABLED: '1',
        FELT_DEMO: '1',
        FELT_WEB_SECRET: WEB_SECRET,
        // The operator gallery (/gallery) asks for it and makes its preview sites with it.
        FELT_OPERATOR_KEY: OPERATOR_KEY,
      },
      url: siteUrl('localhost', '/static-probe'),
      reuseExistingServer: !CI,
      timeout: 120_000,
      gracefulShutdown,
    },
  ],
});
