import { THEME_TEMPLATES, type ThemeCode } from '@felt/contract';
import { expect, type Page, test } from '@playwright/test';
import { closingAnnouncements } from '../support/fixtures.ts';
import { FAMILY_SITES, siteUrl } from '../support/sites.ts';
import { literally, message, seedTenant } from '../support/tenants.ts';

/** The home page of a demo site as a visitor sees it: name, logo, menu, hot games with their pictures. */
async function expectSiteHome(page: Page, host: string) {
  const { site } = seedTenant(host);
  const response = await page.goto(siteUrl(host));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(literally(site.site_name));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('body')).toHaveAttribute('data-template', THEME_TEMPLATES[site.theme_code as ThemeCode]);

  const logoLabel = message('en', 'ui', 'shell.logoHome', { siteName: site.site_name });
  await expect(page.getByRole('link', { name: logoLabel })).toBeVisible();
  // Each shell names its menu its own way (main menu, sports and games): any site menu will do.
  await expect(page.getByRole('navigation').first()).toBeVisible();

  const hotGames = page.getByRole('region', { name: message('en', 'ui', 'home.hotGames.title') });
  await expect(hotGames.getByRole('heading', { name: message('en', 'ui', 'home.hotGames.title') })).toBeVisible();
  const pictures = hotGames.getByRole('img');
  expect(await pictures.count()).toBeGreaterThan(0);
  const first = pictures.first();
  await first.scrollIntoViewIfNeeded();
  await expect(first).toHaveAccessibleName(/\S/);
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('the default site on localhost shows its home page', async ({ page }) => {
  await expectSiteHome(page, 'localhost');
});

for (const { family, host } of FAMILY_SITES) {
  test(`a ${family} site (${host}) shows its home page in its own template`, async ({ page }) => {
    await expectSiteHome(page, host);
    await expect(page.locator('body')).toHaveAttribute('data-family', family);
  });
}

test('the home shows the first twelve hot games and leads to the whole hot lobby', async ({ page }) => {
  await closingAnnouncements(page);
  await page.goto(siteUrl('casino3.localhost'));
  const hotGames = page.getByRole('region', { name: message('en', 'ui', 'home.hotGames.title') });
  await expect(hotGames.getByRole('link', { name: /\S/ }).filter({ has: page.getByRole('img') })).toHaveCount(12);
  await hotGames.getByRole('link', { name: message('en', 'ui', 'home.hotGames.all') }).click();
  await expect(page).toHaveURL(/\/hot$/);
  const lobby = page.locator('[data-slot="lobby-grid"] [data-slot="game-card"]');
  await expect.poll(() => lobby.count()).toBeGreaterThan(12);
});

test('the announcements show before the page’s code runs, become the modal, and stay away for the session', async ({
  page,
}) => {
  const title = message('en', 'ui', 'home.announcements.title');
  const preview = page.locator('[data-slot="announcement-preview"]');
  // Without the page's code only the served preview can show them.
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
  await page.goto(siteUrl('casino3.localhost'));
  await expect(preview).toBeVisible();
  await expect(preview.locator('[data-slot="modal-title"]')).toHaveText(title);
  await page.unroute('**/_next/static/chunks/*.js');
  // A new session: the preview, then the real modal in its place.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(preview).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: message('en', 'ui', 'home.hotGames.title') })).toBeVisible();
  await expect(preview).toBeHidden();
  await expect(dialog).toBeHidden();
});

test('the three families use three different templates', async ({ page }) => {
  const templates = new Set<string | null>();
  for (const { host } of FAMILY_SITES) {
    await page.goto(siteUrl(host));
    templates.add(await page.locator('body').getAttribute('data-template'));
  }
  expect(templates.size).toBe(FAMILY_SITES.length);
});

test('a site in a maintenance window shows only the maintenance page, with its dates', async ({ page }) => {
  const { site, maintenance } = seedTenant('maint.localhost');
  const response = await page.goto(siteUrl('maint.localhost'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'ui', 'maintenance.title'));
  await expect(page.getByText(message('en', 'ui', 'maintenance.message', { siteName: site.site_name }))).toBeVisible();
  for (const [label, iso] of [
    [message('en', 'ui', 'maintenance.starts'), maintenance?.start_date],
    [message('en', 'ui', 'maintenance.ends'), maintenance?.end_date],
  ]) {
    await expect(page.getByText(label ?? '', { exact: true })).toBeVisible();
    await expect(page.locator(`time[datetime="${iso}"]`)).toContainText(String(new Date(iso ?? '').getUTCFullYear()));
  }
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('region', { name: message('en', 'ui', 'home.hotGames.title') })).toHaveCount(0);
  // SPEC 4: nothing else loads during maintenance, the tenant's analytics included (it has a snippet).
  expect(seedTenant('maint.localhost').analytics?.length).toBeGreaterThan(0);
  await expect(page.locator('[data-analytics]')).toHaveCount(0);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});
