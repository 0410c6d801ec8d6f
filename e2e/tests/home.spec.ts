import { THEME_TEMPLATES, type ThemeCode } from '@felt/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { announcementsSeen, closingAnnouncements } from '../support/fixtures.ts';
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

test('the home’s lobby rows lead to games, to lobbies with a provider chosen and to the promotions', async ({
  page,
  context,
}) => {
  await announcementsSeen(context);
  await page.goto(siteUrl('casino3.localhost'));
  const ui = (key: string) => message('en', 'ui', key);
  const row = (title: string) => page.getByRole('region', { name: ui(title), exact: true });
  const hrefs = (links: Locator) => links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
  const cards = (title: string) =>
    row(title)
      .getByRole('link')
      .filter({ has: page.getByRole('img') });

  const shown: string[] = await hrefs(cards('home.hotGames.title'));
  for (const [title, all, lobby] of [
    ['home.newGames.title', 'home.newGames.all', /\/hot\?list=new$/],
    ['shell.categories.casino', 'home.liveCasino.all', /\/casino$/],
  ] as const) {
    const games = await hrefs(cards(title));
    expect(games.length, title).toBeGreaterThan(0);
    expect(games.length, title).toBeLessThanOrEqual(8);
    for (const href of games) expect(href).toMatch(/\/playnow\?provider=[A-Z0-9_]+&game=[a-z0-9-]+$/);
    shown.push(...games);
    await expect(row(title).getByRole('link', { name: ui(all), exact: true })).toHaveAttribute('href', lobby);
  }
  // A game is on the home once, whichever row shows it.
  expect(new Set(shown).size).toBe(shown.length);

  // One line that fills the row at this desktop width; on a phone a rail that scrolls sideways and snaps.
  const list = row('home.newGames.title').getByRole('list');
  const fills = (ul: HTMLElement) => {
    const items = [...ul.children].filter((li) => getComputedStyle(li).display !== 'none');
    const end = ul.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(ul).paddingRight);
    return Math.abs(end - (items.at(-1)?.getBoundingClientRect().right ?? 0)) < 2 && ul.scrollWidth <= ul.clientWidth;
  };
  expect(await list.evaluate(fills)).toBe(true);

  const promotions = row('promotions.title').getByRole('link', { name: ui('home.slides.cta.claim') });
  expect(await promotions.count()).toBeGreaterThan(0);
  for (const href of await hrefs(promotions)) expect(href).toMatch(/\/promotions\/[a-z0-9-]+$/);
  await expect(row('promotions.title').getByRole('link', { name: ui('promotions.back'), exact: true })).toHaveAttribute(
    'href',
    /\/promotions$/,
  );

  const providers = row('games.providers').getByRole('link');
  expect(await providers.count()).toBeGreaterThan(0);
  for (const href of await hrefs(providers)) expect(href).toMatch(/\/[a-z-]+\?provider=[A-Z0-9_]+$/);
  const logo = providers.first().getByRole('img');
  await logo.scrollIntoViewIfNeeded();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const name = (await logo.getAttribute('alt')) ?? '';
  const code = /provider=([A-Z0-9_]+)/.exec((await providers.first().getAttribute('href')) ?? '')?.[1];
  await providers.first().click();
  await expect(page).toHaveURL(new RegExp(`\\?provider=${code}$`));
  const tabs = page.getByRole('group', { name: ui('games.providers') });
  await expect(tabs.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  const lobbyProviders = page.locator('[data-slot="lobby-grid"] [data-slot="game-provider"]');
  await expect.poll(async () => [...new Set(await lobbyProviders.allTextContents())]).toEqual([code]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('casino3.localhost'));
  const rail = row('home.newGames.title').getByRole('list');
  await expect(rail).toHaveCSS('scroll-snap-type', 'x mandatory');
  expect(await rail.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
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
