// The shell's widgets (SPEC 2.6) and page-wide runtimes (SPEC 2.3, 4) on the demo sites: the rewards icon
// for guests and players, the partners tab and modal, the live-chat button, the body classes, the progress
// bar, the reload after a new build, and axe with the widgets out.
import type { Page } from '@playwright/test';
import { hydrated, logInThroughUi, loginDialog, ui } from '../support/auth-ui.ts';
import { axeViolations } from '../support/axe.ts';
import { announcementsSeen, expect, test } from '../support/fixtures.ts';
import { createPlayer } from '../support/players.ts';
import { siteUrl } from '../support/sites.ts';
import { englishUrl, seedTenant } from '../support/tenants.ts';

type SeedExtras = {
  site: { theme_color: string };
  live_chat: { chat_id: string | null; status: boolean };
  partners: { partner_name: string; href: string }[];
};
const seed = (domain: string) => seedTenant(domain) as unknown as SeedExtras;
const w = (key: string) => ui(`widgets.${key}`);

const rewards = (page: Page) => page.locator('[data-slot="rewards-widget"]');
const rewardsButton = (page: Page) => rewards(page).locator('[data-slot="widget-button"]');
const liveChat = (page: Page) => page.locator('a[data-slot="live-chat"]');
const partnersTab = (page: Page) => page.locator('[data-slot="partners-tab"]');
const partnersDialog = (page: Page) => page.getByRole('dialog', { name: w('partners.title') });

test.describe('rewards icon', () => {
  test('a guest on a login-modal template gets the sign-in modal', async ({ page }) => {
    // slot5 is template10 with gamification on: its login modal is the sign-in modal.
    await page.goto(englishUrl('slot5.localhost'));
    const button = rewardsButton(page);
    await expect(button).toHaveAccessibleName(w('rewards.label'));
    await button.click();
    await expect(loginDialog(page, 'signin')).toBeVisible();
  });

  test('a guest on a login-page template goes to /login', async ({ page }) => {
    await page.goto(englishUrl('casino3.localhost'));
    await rewardsButton(page).click();
    await expect(page).toHaveURL(englishUrl('casino3.localhost', '/login'));
  });

  test('a player opens the minigame in a new tab', async ({ page, context, request }) => {
    await announcementsSeen(context);
    const player = await createPlayer(request, 'localhost');
    await logInThroughUi(page, 'localhost', player);
    const link = rewardsButton(page);
    await expect(link).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(tab).toHaveURL(englishUrl('localhost', '/minigame'));
  });

  test('can be put away for the browser session', async ({ page }) => {
    await page.goto(englishUrl('casino3.localhost'));
    await expect(rewards(page)).toBeVisible();
    await rewards(page)
      .getByRole('button', { name: w('rewards.dismiss') })
      .click();
    await expect(rewards(page)).toHaveCount(0);
    await page.reload();
    await expect(liveChat(page)).toBeVisible();
    await expect(rewards(page)).toHaveCount(0);
  });

  test('is absent where gamification is off', async ({ page }) => {
    await page.goto(englishUrl('casino4.localhost'));
    await expect(page.locator('[data-slot="partners-tab"]')).toBeVisible();
    await expect(rewards(page)).toHaveCount(0);
  });
});

type Box = { left: number; top: number; right: number; bottom: number };
const boxesOf = (elements: Element[]): Box[] =>
  elements.map((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  });
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // The dock floats in a strip beside the page's column: with a casino home's first game brought to the foot of the
  // window, where the dock is, no game in view lies under any button of it. Each is named for the pointer too.
  for (const domain of ['casino3.localhost', 'localhost']) {
    test(`the dock of ${domain} covers no game on the home page`, async ({ page }) => {
      await announcementsSeen(page.context());
      await page.goto(englishUrl(domain));
      await expect(rewardsButton(page)).toHaveAttribute('title', w('rewards.label'));
      await expect(liveChat(page)).toHaveAttribute('title', w('liveChat.label'));
      const games = page.locator('main [data-slot="game-card"]');
      await games.first().evaluate((game) => game.scrollIntoView({ block: 'end' }));
      const inView = (await games.evaluateAll(boxesOf)).filter((game) => game.top < 800 && game.bottom > 0);
      const dock = await page.locator('[data-slot="widget-dock"]').locator('a, button').evaluateAll(boxesOf);
      expect(inView.length).toBeGreaterThan(0);
      expect(dock.length).toBeGreaterThan(1);
      for (const game of inView) for (const part of dock) expect(overlap(game, part), JSON.stringify(part)).toBe(false);
    });
  }
});

test('the partners tab opens the partners modal and folds away', async ({ page }) => {
  const { partners } = seed('casino3.localhost');
  await page.goto(englishUrl('casino3.localhost'));
  await partnersTab(page)
    .getByRole('button', { name: w('partners.open'), exact: true })
    .click();
  const dialog = partnersDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-slot="partner"]')).toHaveCount(partners.length);
  for (const partner of partners) {
    const logo = dialog.getByRole('img', { name: partner.partner_name, exact: true });
    await expect(logo).toBeAttached();
    const link = logo.locator('xpath=ancestor::a[1]');
    await expect(link).toHaveAttribute('href', partner.href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(dialog.locator('[data-slot="partner-name"]', { hasText: partner.partner_name })).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await partnersTab(page)
    .getByRole('button', { name: w('partners.collapse') })
    .click();
  await expect(partnersTab(page).getByRole('button', { name: w('partners.open'), exact: true })).toHaveCount(0);
  await page.reload();
  const expand = partnersTab(page).getByRole('button', { name: w('partners.expand') });
  await expect(expand).toBeVisible();
  await expand.click();
  await expect(partnersTab(page).getByRole('button', { name: w('partners.open'), exact: true })).toBeVisible();
});

test('a site without partners has no partners tab', async ({ page }) => {
  await page.goto(englishUrl('localhost'));
  await expect(liveChat(page)).toBeVisible();
  await expect(partnersTab(page)).toHaveCount(0);
});

test.describe('live chat', () => {
  for (const domain of ['casino3.localhost', 'localhost', 'slot8.localhost']) {
    test(`opens the chat of ${domain} in a new tab`, async ({ page }) => {
      const { chat_id } = seed(domain).live_chat;
      await page.goto(englishUrl(domain));
      const button = liveChat(page);
      await expect(button).toHaveAttribute('href', `https://direct.lc.chat/${chat_id}/`);
      await expect(button).toHaveAttribute('target', '_blank');
      await expect(button.locator('[data-slot="widget-icon"]')).toBeAttached();
    });
  }

  test('is absent on a site without chat', async ({ page }) => {
    await page.goto(englishUrl('casino4.localhost'));
    await expect(page.locator('[data-slot="partners-tab"]')).toBeVisible();
    await expect(liveChat(page)).toHaveCount(0);
  });
});

test('body classes follow the template', async ({ page }) => {
  await page.goto(englishUrl('casino3.localhost'));
  const casino3 = seed('casino3.localhost').site.theme_color;
  await expect(page.locator('body')).toHaveAttribute('class', `body_main_wrap ${casino3}`);
  await page.goto(englishUrl('slot2.localhost'));
  const slot2 = seed('slot2.localhost').site.theme_color;
  await expect(page.locator('body')).toHaveAttribute('class', `body_main_wrap body_main_container ${slot2}`);
});

test('the viewport cookie names the breakpoint and follows a resize', async ({ page, context }) => {
  await page.setViewportSize({ width: 1300, height: 800 });
  await page.goto(englishUrl('casino3.localhost'));
  const viewport = async () => (await context.cookies()).find((cookie) => cookie.name === 'viewport');
  await expect.poll(async () => (await viewport())?.value).toBe('desktopMedium');
  expect(await viewport()).toMatchObject({ path: '/', sameSite: 'Strict' });
  await page.setViewportSize({ width: 400, height: 800 });
  await expect.poll(async () => (await viewport())?.value).toBe('mobileMedium');
});

test.describe('navigation', () => {
  async function markWindow(page: Page) {
    await page.evaluate(() => {
      (window as unknown as { feltMarker?: number }).feltMarker = 1;
    });
  }
  const marker = (page: Page) => page.evaluate(() => (window as unknown as { feltMarker?: number }).feltMarker);

  test('shows the progress bar while a page loads, and stays in the page', async ({ page }) => {
    // No prefetch (a fully prefetched page opens at once), and the page's data held a moment, so the bar shows.
    await page.route('**/*_rsc=*', async (route) => {
      if (route.request().headers()['next-router-prefetch']) return route.abort();
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(englishUrl('localhost'));
    // The widgets mount once the page is hydrated: from then on links navigate in the page.
    await expect(rewards(page)).toBeVisible();
    const link = page.locator('nav a[data-slot="nav-link"]').first();
    await markWindow(page);
    await page.evaluate(() => {
      const bar = document.querySelector('[data-slot="nav-progress"]');
      new MutationObserver(() => {
        if (bar?.getAttribute('data-active') === 'true')
          (window as unknown as { feltSawBar?: boolean }).feltSawBar = true;
      }).observe(bar as Element, { attributes: true });
    });
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(englishUrl('localhost', href ?? '/'));
    await expect(page.locator('[data-slot="nav-progress"]')).toHaveAttribute('data-active', 'false');
    expect(await page.evaluate(() => (window as unknown as { feltSawBar?: boolean }).feltSawBar)).toBe(true);
    expect(await marker(page)).toBe(1);
  });

  test('fetches no other page until a link is reached for, then only that one', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto(englishUrl('casino3.localhost'));
    await expect(rewards(page)).toBeVisible();
    const link = page.locator('nav a[data-slot="nav-link"]').nth(1);
    await expect(link).toBeVisible();
    // A home shows a dozen links: a phone that just opened it downloads none of their pages.
    await page.waitForTimeout(1_500);
    expect(prefetched).toEqual([]);
    const href = new URL((await link.getAttribute('href')) ?? '/', page.url()).pathname;
    await link.hover();
    await expect.poll(() => prefetched).toEqual([href]);
    await link.click();
    await expect(page).toHaveURL(englishUrl('casino3.localhost', href));
  });

  test('a link clicked with the new-tab modifier opens in a new tab and leaves this page where it is', async ({
    page,
  }) => {
    await page.goto(englishUrl('casino3.localhost'));
    await expect(rewards(page)).toBeVisible();
    const link = page.locator('nav a[data-slot="nav-link"]').nth(1);
    const href = new URL((await link.getAttribute('href')) ?? '/', page.url()).pathname;
    const opened = page.context().waitForEvent('page');
    await link.click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe(href);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('learns of a new build about a second after load, and loads the next page in full', async ({ page }) => {
    await page.route('**/builds/latest.json?t=*', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
    );
    // The first check comes about a second after load, not an hour later (SPEC 9). Counted from the load event:
    // on a busy machine the page itself (forty game pictures) can take seconds to load.
    const polled = page.waitForResponse('**/builds/latest.json?t=*', { timeout: 30_000 });
    await page.goto(englishUrl('localhost'));
    const loadedAt = Date.now();
    await expect(rewards(page)).toBeVisible();
    const link = page.locator('nav a[data-slot="nav-link"]').first();
    await markWindow(page);
    await polled;
    expect(Date.now() - loadedAt).toBeLessThan(10_000);
    await page.waitForTimeout(200);
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(englishUrl('localhost', href ?? '/'));
    await expect.poll(() => marker(page)).toBeUndefined();
  });
});

test('the build files answer the running build and its route rules (SPEC 7)', async ({ page }) => {
  await page.goto(englishUrl('casino3.localhost'));
  const files = await page.evaluate(async () => {
    const latest = await (await fetch(`/builds/latest.json?t=${Date.now()}`)).json();
    const meta = await fetch(`/builds/meta/${latest.id}.json`);
    const other = await fetch('/builds/meta/not-this-build.json');
    return { latest, meta: await meta.json(), other: other.status };
  });
  expect(files.latest.id).toMatch(/\S/);
  expect(files.meta).toMatchObject({ id: files.latest.id, timestamp: files.latest.timestamp });
  expect(files.meta.routeRules['/signup']).toEqual({ redirect: '/register', statusCode: 308 });
  expect(files.meta.routeRules['/livecasino']).toEqual({ redirect: '/casino', statusCode: 308 });
  expect(files.other).toBe(404);
});

test('a failed chunk load reloads the page, once in 10 seconds', async ({ page }) => {
  await page.goto(englishUrl('casino3.localhost'));
  // The listener is attached once the page is hydrated; a rejection before that would go unseen.
  await hydrated(liveChat(page));
  const failChunk = () =>
    page.evaluate(() => {
      (window as unknown as { feltMarker?: number }).feltMarker = 1;
      void Promise.reject(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }));
    });
  // While the page reloads there is no window to ask.
  const marker = () =>
    page.evaluate(() => (window as unknown as { feltMarker?: number }).feltMarker).catch(() => 'reloading');
  await failChunk();
  await expect.poll(marker).toBeUndefined();
  await hydrated(liveChat(page));
  await failChunk();
  await page.waitForTimeout(500);
  expect(await marker()).toBe(1);
});

test('route rules redirect old addresses, keeping the language, and the site names its registrable domain', async ({
  page,
  context,
}) => {
  await page.goto(englishUrl('casino3.localhost', '/signup'));
  await expect(page).toHaveURL(englishUrl('casino3.localhost', '/register'));
  // The category segments of SPEC 2.3 reach their category pages, language and query kept.
  await page.goto(siteUrl('casino3.localhost', '/cn/livecasino?provider=EVOLUTION'));
  await expect(page).toHaveURL(siteUrl('casino3.localhost', '/cn/casino?provider=EVOLUTION'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'clientDomain')).toMatchObject({
    value: 'localhost',
    path: '/',
    secure: true,
    sameSite: 'Lax',
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 780 } });
  const phoneBar = (page: Page) => page.getByRole('navigation', { name: ui('shell.quickNav') });
  const menu = (page: Page) => phoneBar(page).locator('[data-slot="tabbar-more"]');

  // One site per family: each ends in the phone bar, and nothing else floats over the page.
  for (const domain of ['casino3.localhost', 'slot8.localhost', 'sportsbook1.localhost']) {
    test(`${domain} has one fixed layer: the phone bar, with rewards and a menu`, async ({ page }) => {
      await announcementsSeen(page.context());
      await page.goto(englishUrl(domain));
      const bar = phoneBar(page);
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('link', { name: ui('shell.home'), exact: true })).toBeVisible();
      // Promotions: a tab, or on a sportsbook (whose tab is the bet slip) in the menu. English is not every site's
      // default language: the links keep the page's language prefix.
      await expect(bar.locator('a[href$="/promotions"]').first()).toHaveAttribute('href', /^(\/en)?\/promotions$/);
      await expect(bar.getByRole('link', { name: w('rewards.label') })).toHaveAttribute('href', /^(\/en)?\/minigame$/);
      // The floating rewards and chat buttons and the partners tab stand down at this width.
      await expect(page.locator('[data-slot="rewards-widget"]')).toBeAttached();
      for (const floating of ['widget-dock', 'partners-tab'])
        await expect(page.locator(`[data-slot="${floating}"]`)).toBeHidden();
      // Nothing of the page lies under the bar: the foot of the page ends above it.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const foot = await page.locator('footer').last().boundingBox();
      const barBox = await bar.boundingBox();
      expect(foot!.y + foot!.height).toBeLessThanOrEqual(barBox!.y + 1);
    });
  }

  test('the menu holds every entry, the chat, the partners and the app, and passes axe', async ({ page }) => {
    await announcementsSeen(page.context());
    const { partners, live_chat } = seed('casino3.localhost');
    await page.goto(englishUrl('casino3.localhost'));
    await menu(page).locator('summary').click();
    const sheet = menu(page).locator('[data-slot="tabbar-sheet"]');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: w('liveChat.label') })).toHaveAttribute(
      'href',
      `https://direct.lc.chat/${live_chat.chat_id}/`,
    );
    await expect(sheet.getByRole('link', { name: ui('shell.pages.download') })).toHaveAttribute('href', '/download');
    for (const partner of partners)
      await expect(sheet.getByRole('link', { name: partner.partner_name })).toHaveAttribute('href', partner.href);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  test("a player's header shows the balance and a solid Deposit button beside it", async ({ page, request }) => {
    await announcementsSeen(page.context());
    const player = await createPlayer(request, 'casino1.localhost');
    await logInThroughUi(page, 'casino1.localhost', player);
    const header = page.locator('header');
    const deposit = header.getByRole('link', { name: ui('session.deposit') });
    await expect(deposit).toBeVisible();
    await expect(deposit).toHaveAttribute('href', '/deposit');
    // The brand stays in the header: the square mark, at its full height.
    const mark = header.locator('[data-slot="logo-player-mark"]');
    await expect(mark).toBeVisible();
    expect((await mark.boundingBox())!.width).toBeGreaterThanOrEqual(24);
    await deposit.click();
    await expect(page).toHaveURL(englishUrl('casino1.localhost', '/deposit'));
  });
});

test('a guest who taps a game is offered log in and sign up for it, and comes back to it', async ({ page }) => {
  await announcementsSeen(page.context());
  await page.goto(englishUrl('casino3.localhost', '/playnow?provider=DEMO&game=lucky-sevens'));
  const gate = page.getByRole('region', { name: ui('games.play.guest.title', { game: 'Lucky Sevens' }) });
  await expect(gate).toBeVisible();
  await expect(page).toHaveURL(/\/playnow\?/);
  const back = `next=${encodeURIComponent('/playnow?provider=DEMO&game=lucky-sevens')}`;
  await expect(gate.getByRole('link', { name: ui('games.play.guest.register') })).toHaveAttribute(
    'href',
    `/register?${back}`,
  );
  await gate.getByRole('link', { name: ui('games.play.guest.login') }).click();
  await expect(page).toHaveURL(englishUrl('casino3.localhost', `/login?${back}`));
});

test('axe finds nothing with the widgets out', async ({ page }) => {
  await page.goto(englishUrl('casino3.localhost'));
  await expect(liveChat(page)).toBeVisible();
  await expect(rewards(page)).toBeVisible();
  await expect(partnersTab(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
