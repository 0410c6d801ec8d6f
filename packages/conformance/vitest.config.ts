import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // The reference platform seeds a fresh PGlite database before it answers.
    hookTimeout: 90_000,
  },
});
