// The header in every language. An operator may enable any of the 11 languages on any template, and a language's
// words set the width of the header's buttons (Spanish and Burmese sign-in buttons are half as wide again as
// English ones). For the demo site of each shell, a copy that enables all 11 (made through the operator's tenant
// import): in every language, at phone and desktop width as a guest and at phone width as a player, no part of the
// header lies over another and the page fits the window.
import { LOCALES } from '@felt/contract/tables';
import type { Page } from '@playwright/test';
import { logInThroughApi, playerBar } from '../support/auth-ui.ts';
import { expect, test } from '../support/fixtures.ts';
import { headerOverlaps, horizontalOverflow } from '../support/header.ts';
import { operatorCall } from '../support/operator.ts';
import { createPlayer } from '../support/players.ts';
import { FAMILY_SITES, siteUrl } from '../support/sites.ts';
import { rememberLanguage, seedTenant } from '../support/tenants.ts';

/** The page in a language of a site whose default is English. */
const inLanguage = (domain: string, prefix: string) => siteUrl(domain, prefix === 'en' ? '/' : `/${prefix}`);

async function expectHeaderHolds(page: Page, domain: string, width: number, who: 'guest' | 'player') {
  await page.setViewportSize({ width, height: 900 });
  for (const { prefix, bcp47 } of LOCALES) {
    await rememberLanguage(page.context(), domain, prefix);
    await page.goto(inLanguage(domain, prefix));
    await expect(page.locator('html')).toHaveAttribute('lang', bcp47);
    if (who === 'player') await expect(playerBar(page)).toBeVisible();
    expect.soft(await headerOverlaps(page), `${prefix} at ${width} px as a ${who}`).toEqual([]);
    expect.soft(await horizontalOverflow(page), `${prefix} at ${width} px as a ${who}`).toBeLessThanOrEqual(0);
  }
}

for (const { family, host } of FAMILY_SITES) {
  test(`the ${family} header holds in all 11 languages`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const domain = `all-languages-${host}`;
    const answer = await operatorCall('/api/operator/tenants', {
      ...seedTenant(host),
      domain_name: domain,
      external_id: `all-languages-${family}`,
      languages: { default: 'EN', enabled: LOCALES.map((entry) => entry.code) },
      announcements: [],
    });
    expect(answer.statusCode, JSON.stringify(answer)).toBe(1);
    await expectHeaderHolds(page, domain, 390, 'guest');
    await expectHeaderHolds(page, domain, 1280, 'guest');
    await logInThroughApi(page, domain, await createPlayer(request, domain));
    await expectHeaderHolds(page, domain, 390, 'player');
  });
}
