// Visual regression: every template's home and login page at phone and desktop width, compared with the reference
// screenshots in visual/references/ (`npm run visual`; `npm run visual -- --update` accepts an intended change).
// What changes by itself is held still or hidden: no web fonts (the fallback faces, so the first paint's font race
// cannot differ), reduced motion, no announcements modal, and the site-activity figures and the matches' kick-off
// times (the demo fixtures start from today) masked.
import { expect, test } from '@playwright/test';
import { SCREEN_SIZES, TEMPLATE_SITES } from '../support/routes.ts';
import { englishUrl } from '../support/tenants.ts';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
] as const;

for (const theme of TEMPLATE_SITES) {
  for (const size of SCREEN_SIZES) {
    test(`${theme} at ${size.width} px looks as it did`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport: size,
        timezoneId: 'UTC',
        locale: 'en-US',
        reducedMotion: 'reduce',
      });
      await context.route('**/*.woff2', (route) => route.abort());
      await context.addInitScript(() => sessionStorage.setItem('felt:announcements-seen', '1'));
      const page = await context.newPage();
      for (const { name, path } of PAGES) {
        await page.goto(englishUrl(`${theme}.localhost`, path), { waitUntil: 'networkidle' });
        // Every picture in view has arrived and is drawn (those below the fold are not in the screenshot).
        await expect
          .poll(() =>
            page.evaluate(async () => {
              const inView = [...document.images].filter((image) => {
                const box = image.getBoundingClientRect();
                // A rail's cards beyond the window's side are not in view either (nor loaded: they are lazy).
                return (
                  box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && box.width > 0
                );
              });
              await Promise.all(inView.map((image) => image.decode().catch(() => {})));
              return inView.every((image) => image.complete && image.naturalWidth > 0);
            }),
          )
          .toBe(true);
        await expect(page).toHaveScreenshot(`${theme}-${name}-${size.width}.png`, {
          mask: [page.locator('[data-slot="site-activity"]'), page.locator('[data-slot="kick-off"]')],
        });
      }
      await context.close();
    });
  }
}
