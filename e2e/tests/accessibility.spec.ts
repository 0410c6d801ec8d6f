import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { FAMILY_SITES, siteUrl } from '../support/sites.ts';

// WCAG 2.1 A and AA, the bar of DESIGN.md 7, on every page the other specs visit.
const PAGES = [
  { name: 'home of the default site', url: siteUrl('localhost') },
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

// WCAG 2.2 AA on the sign-up page of every template (each demo site wears its own), phone and desktop widths in
// turn: its links are targets of at least 24 px (2.5.8).
const TEMPLATE_SITES = readdirSync(join(import.meta.dirname, '../../apps/platform/seed/tenants'))
  .map((file) => file.replace(/\.localhost\.json$/, ''))
  .filter((name) => /^(casino|slot|sportsbook)\d+$/.test(name))
  .sort();

test('the template sites are the 22 templates', () => {
  expect(TEMPLATE_SITES).toHaveLength(22);
});

TEMPLATE_SITES.forEach((theme, index) => {
  const width = index % 2 === 0 ? 390 : 1280;
  test(`WCAG 2.2 AA on /register: ${theme} at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(siteUrl(`${theme}.localhost`, '/register'));
    expect(await axeViolations(page, { wcag22: true })).toEqual([]);
  });
});
