// What the served page carries (issue: fast on a phone): only the client messages its own parts read, a form's
// validator only once it checks, and a lobby's first games in the HTML itself, their pictures fetched at once.

import { hydrated } from '../support/auth-ui.ts';
import { expect, test } from '../support/fixtures.ts';
import { siteUrl } from '../support/sites.ts';
import { englishUrl, message } from '../support/tenants.ts';

/**
 * The page as the server sends it, before any script has run: fetched by its own address, not the tab's, which a
 * guest's page may already have moved on to the login page.
 */
async function served(page: import('@playwright/test').Page, pathname: string): Promise<string> {
  const address = englishUrl('casino3.localhost', pathname);
  await page.goto(address);
  return page.evaluate((url) => fetch(url).then((answer) => answer.text()), address);
}

// Message texts written for JSON inside the RSC payload: quotes escaped.
const inPayload = (text: string) => JSON.stringify(text).slice(1, -1);

test('a page carries the client messages of its own parts, not every page’s', async ({ page }) => {
  const withdraw = message('en', 'ui', 'money.withdraw.manageBanks');
  // Texts without arguments: the build compiles the others (next.config.ts), so their ICU text is not in the page.
  const limits = message('en', 'ui', 'protection.limits.coolingOff');
  const home = await served(page, '/');
  expect(home).not.toContain(inPayload(withdraw));
  expect(home).not.toContain(inPayload(limits));
  expect(await served(page, '/withdrawal')).toContain(inPayload(withdraw));
  expect(await served(page, '/responsible-gaming')).toContain(inPayload(limits));
});

test('a player’s words (inbox, session clock, reality check) are in no cached page but the inbox’s own', async ({
  page,
}) => {
  const inboxIntro = message('en', 'ui', 'inbox.intro');
  const clock = message('en', 'ui', 'protection.clock.label');
  const realityCheck = message('en', 'ui', 'protection.realityCheck.netHint');
  for (const pathname of ['/', '/slots', '/deposit']) {
    const html = await served(page, pathname);
    for (const text of [inboxIntro, clock, realityCheck]) expect(html).not.toContain(inPayload(text));
  }
  expect(await served(page, '/inbox')).toContain(inPayload(inboxIntro));
  // A player's parts fetch them as one file of the page's language.
  const file = await page.evaluate(() => fetch('/messages/en/player.json').then((answer) => answer.json()));
  expect(file.ui.inbox.intro).toBe(inboxIntro);
  expect(file.ui.protection.clock.label).toBe(clock);
  expect(file.ui.money).toBeUndefined();
});

test('a lobby’s first games are in the served page, the first pictures fetched first', async ({ page }) => {
  const html = await served(page, '/slots');
  expect(html).toContain('data-layout="served"');
  const cards = [...html.matchAll(/<img [^>]*src="\/api\/media\/games\/[^"]+"[^>]*>/g)].map((match) => match[0]);
  expect(cards.length).toBeGreaterThanOrEqual(6);
  expect(cards[0]).toMatch(/fetchpriority="high"/i);
  expect(cards.every((card) => card.includes('loading="eager"'))).toBe(true);
  // Once running, the same games stay, laid out by the virtual grid.
  await expect(page.locator('[data-slot="lobby-grid"]:not([data-layout])')).toBeVisible();
  await expect(page.locator('[data-slot="lobby-grid"] [data-slot="game-card"]').first()).toBeVisible();
});

test('the served page preloads the faces its text is set in, and the browser uses those files only', async ({
  page,
}) => {
  // casino3: the body face and its template's display face (docs/decisions/0050), both in the served head.
  const html = await served(page, '/');
  const preloads = [
    ...html.matchAll(/<link rel="preload" href="(\/_next\/static\/(?:media|fonts)\/[^"]+\.woff2)" as="font"/g),
  ].map((match) => match[1]!);
  expect(preloads, 'the body face and the display face preloaded').toHaveLength(2);
  expect(preloads.some((href) => href.startsWith('/_next/static/fonts/playfair-display-latin-'))).toBe(true);
  // Asked for once each: the preloads are the very files the stylesheets' @font-face rules name.
  const fonts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => new URL(entry.name).pathname),
  );
  expect(fonts.sort()).toEqual(preloads.sort());
});

test('error texts are not in the served page, yet a failure reads in the player’s language', async ({ page }) => {
  const home = await served(page, '/');
  expect(home).not.toContain(inPayload(message('en', 'errors', 'insufficientFunds')));
  expect(home).not.toContain(inPayload(message('en', 'errors', 'invalidCredentials')));
  await page.goto(siteUrl('casino3.localhost', '/cn/login'));
  const panel = page.locator('[data-slot="form-page"]');
  await hydrated(panel.locator('form'));
  const cn = (key: string) => message('cn', 'ui', key);
  await panel.getByLabel(cn('auth.fields.accountId'), { exact: true }).fill('nobody_here');
  await panel.getByLabel(cn('auth.fields.password'), { exact: true }).fill('wrong-pass-123');
  await panel.getByRole('button', { name: cn('auth.login.submit'), exact: true }).click();
  await expect(panel.getByRole('alert')).toContainText(message('cn', 'errors', 'invalidCredentials'));
});

test('a form page loads its validator with the first check, and the check still speaks', async ({ page }) => {
  // zod names its classes in strings that survive minification.
  const scripts: Promise<string>[] = [];
  page.on('response', (answer) => {
    if (answer.url().endsWith('.js')) scripts.push(answer.text().catch(() => ''));
  });
  const hasValidator = async () => (await Promise.all(scripts)).some((text) => text.includes('"$ZodObject"'));
  await page.goto(englishUrl('casino3.localhost', '/login'));
  const panel = page.locator('[data-slot="form-page"]');
  await hydrated(panel.locator('form'));
  expect(await hasValidator(), 'the validator in the first load').toBe(false);
  await panel.getByRole('button', { name: message('en', 'ui', 'auth.login.submit'), exact: true }).click();
  await expect(panel.getByText(message('en', 'validation', 'required')).first()).toBeVisible();
  expect(await hasValidator(), 'the validator loaded for the check').toBe(true);
});

test('a picture still on its way shows its blurred placeholder once the page is idle, then the picture', async ({
  page,
}) => {
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route('**/api/media/games/**', (route) =>
    holding ? held.push(() => route.continue()) : route.continue(),
  );
  // Not until "load": the held pictures are part of it.
  await page.goto(englishUrl('casino3.localhost', '/'), { waitUntil: 'domcontentloaded' });
  // The cards are kept as served (no code of their own): the page's hydration is read off its carousel.
  await hydrated(page.locator('[data-slot="slides"]'));
  const frame = page.locator('[data-slot="game-card"] [data-slot="lazy-image"]').first();
  // The server gives the average colour; the page's one painter draws the blurred image in an idle moment.
  await expect(frame).toHaveAttribute('style', /background-color/);
  await expect(frame).toHaveAttribute('style', /background-image: url\("?data:image\/png/);
  holding = false;
  await Promise.all(held.map((release) => release()));
  await expect(frame.locator('img')).toHaveJSProperty('complete', true);
  // The picture is in: no placeholder is left behind it (a transparent picture would show one).
  await expect(frame).not.toHaveAttribute('style', /url\(|rgb\(/);
});
