// The site state of SPEC 3 and the startup widgets of SPEC 2.6 and 4 on the demo sites: the startup preloader,
// the kept site state, the affiliate domains (aff_domain) and the app download prompt.
import { formPanel, submitRegistration, ui } from '../support/auth-ui.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { newPlayer } from '../support/players.ts';
import { englishUrl, seedTenant } from '../support/tenants.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const prompt = (page: import('@playwright/test').Page) => page.locator('[data-slot="app-prompt"]');

test('the startup preloader is served with the page and leaves once startup is applied; the site state is kept', async ({
  page,
}) => {
  await page.goto(englishUrl('casino3.localhost'));
  await expect(page.locator('[data-slot="startup-preloader"]')).toHaveCount(0);
  const served = await page.evaluate(() => fetch(location.href).then((answer) => answer.text()));
  expect(served).toContain('data-slot="startup-preloader"');
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('felt.site') ?? '{}').state);
  expect(kept).toMatchObject({
    message: 'OK',
    template: 'template3',
    site: { site_name: seedTenant('casino3.localhost').site.site_name },
    maintenance: { is_maintenance: false },
    cms_status: true,
    showPartner: true,
  });
  expect(kept.flags).toBeUndefined();
  expect(kept.accountList.length).toBeGreaterThan(0);
});

test('a visitor from an affiliate domain signs up under that affiliate (aff_domain)', async ({ page }) => {
  // slot3 lists aff.lucky-koi-slots.example=KOI-AFF among its affiliate domains.
  await page.goto(englishUrl('slot3.localhost', '/slots'), { referer: 'https://blog.aff.lucky-koi-slots.example/top' });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('felt.affiliate'))).toBe('KOI-AFF');

  await page.goto(englishUrl('slot3.localhost', '/register'));
  const signup = page.waitForRequest((request) => request.url().endsWith('/api/auth/signup'));
  await submitRegistration(formPanel(page), newPlayer('slot3.localhost', 'aff'));
  expect((await signup).postDataJSON()).toMatchObject({ affiliate_code: 'KOI-AFF' });
  await expect(formPanel(page).getByRole('heading', { level: 1 })).toHaveText(ui('auth.register.codeTitle'));
});

test.describe('the app download prompt', () => {
  test.use({ userAgent: ANDROID, viewport: { width: 390, height: 844 } });

  test('is offered once per visitor on a phone with the site’s app, and can be put away', async ({ page }) => {
    const siteName = seedTenant('casino3.localhost').site.site_name;
    await page.goto(englishUrl('casino3.localhost', '/slots'));
    const panel = prompt(page);
    await expect(panel).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog', { name: ui('widgets.appPrompt.title', { siteName }) })).toBeVisible();
    await expect(panel.getByRole('link', { name: ui('widgets.appPrompt.install') })).toHaveAttribute(
      'href',
      'https://download.lucky-lantern.example/android',
    );
    expect(await axeViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: ui('widgets.appPrompt.later') }).click();
    await expect(panel).toHaveCount(0);

    await page.reload();
    await page.waitForTimeout(6_000);
    await expect(panel).toHaveCount(0);
  });
});

test('a desktop browser is never offered the app', async ({ page }) => {
  await page.goto(englishUrl('casino3.localhost', '/slots'));
  await page.waitForTimeout(6_000);
  await expect(prompt(page)).toHaveCount(0);
});
