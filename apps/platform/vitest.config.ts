import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // These suites speak HTTP to a real database on a shared 2-core machine; in CI a test gets one more try,
    // as the end-to-end tests do, and `npm test` names every failure in its summary.
    retry: process.env.CI ? 1 : 0,
  },
});
