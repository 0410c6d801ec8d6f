import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { FAMILY_SITES, siteUrl } from '../support/sites.ts';

// WCAG 2.1 A and AA, the bar of DESIGN.md 7, on the pages the route matrix (a11y-matrix.spec.ts) does not reach:
// each family's home (the matrix's sample walks the home on one template), a language other than English, and the
// site states that replace every route.
const PAGES = [
  ...FAMILY_SITES.map(({ family, host }) => ({ name: `home of a ${family} site`, url: siteUrl(host) })),
  { name: 'home in Chinese', url: siteUrl('casino3.localhost', '/cn') },
  { name: 'maintenance page', url: siteUrl('maint.localhost') },
  { name: 'not-found page', url: siteUrl('localhost', '/does-not-exist') },
  { name: 'site-not-configured page', url: siteUrl('no-such-site.localhost') },
];

for (const { name, url } of PAGES) {
  test(`no accessibility violations: ${name}`, async ({ page }) => {
    await page.goto(url);
    expect(await axeViolations(page)).toEqual([]);
  });
}
