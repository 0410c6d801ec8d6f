// Each template switches between its phone and desktop layouts at its own breakpoint (SPEC 9): one pixel below it
// the phone layout shows, one pixel above it the desktop one, and at both the page fits its width and the header's
// parts stay apart.
import { THEME_TEMPLATES, type ThemeCode, templateBreakpoint } from '@felt/contract';
import { expect, type Page, test } from '@playwright/test';
import { horizontalOverflow } from '../support/header.ts';
import { TEMPLATE_SITES } from '../support/routes.ts';
import { englishUrl } from '../support/tenants.ts';

/**
 * Which layout the template's CSS applies now. It sets --mobile or --desktop to `initial` (docs/decisions/0020), so
 * `var(--mobile, 1px) var(--desktop, 2px)` is 1px on a phone layout and 2px on a desktop one: a probe measures it.
 */
const layout = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.cssText = 'position:absolute;width:var(--mobile, 1px) var(--desktop, 2px);height:1px';
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width === 1 ? 'phone' : width === 2 ? 'desktop' : `unknown (${width})`;
  });

for (const theme of TEMPLATE_SITES) {
  const breakpoint = templateBreakpoint(THEME_TEMPLATES[theme as ThemeCode]);
  test(`${theme} is a phone layout at ${breakpoint - 1} px and a desktop one at ${breakpoint + 1} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: breakpoint - 1, height: 900 });
    await page.goto(englishUrl(`${theme}.localhost`, '/login'));
    expect(await layout(page)).toBe('phone');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: breakpoint + 1, height: 900 });
    await expect.poll(() => layout(page)).toBe('desktop');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
}
