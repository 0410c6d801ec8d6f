// `npm run gallery`: the same servers as the end-to-end run (demo platform, production web server), with the
// gallery's own folder of specs: screenshots of every skin, not assertions about behaviour.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: './gallery',
  retries: 0,
  // The longest test takes the 110 screenshots of one page at one width (about 3 minutes on two cores).
  timeout: 10 * 60_000,
  reporter: 'list',
});
