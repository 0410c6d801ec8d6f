// `npm run visual`: the same servers as the end-to-end run, with the visual-regression specs. The reference
// screenshots live beside the spec (visual/references/) and are kept in git; `npm run visual -- --update` accepts
// an intended change by writing them again.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: './visual',
  retries: 0,
  reporter: 'list',
  snapshotPathTemplate: '{testDir}/references/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Anti-aliasing may differ by a few pixels between runs; a changed layout, colour or text differs by far more.
      maxDiffPixelRatio: 0.002,
    },
  },
});
