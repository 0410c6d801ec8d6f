// The operator gallery (/gallery): closed to anyone without the operator key, then any page of any skin, framed
// from a preview site made on demand; the preview sites alone may be framed, and only by the gallery.
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { OPERATOR_KEY } from '../support/operator.ts';
import { siteUrl, WEB_PORT } from '../support/sites.ts';
import { message } from '../support/tenants.ts';

const gallery = (key: string, values?: Record<string, string>) => message('en', 'ui', `gallery.${key}`, values);
const GALLERY = siteUrl('localhost', '/gallery');

// A password field has the textbox role; its section bears the same name.
const keyField = (page: Page) => page.getByRole('textbox', { name: gallery('key.label'), exact: true });
const picker = (page: Page, key: string) => page.getByLabel(gallery(`pickers.${key}`), { exact: true });

async function enterKey(page: Page, key: string): Promise<void> {
  await page.goto(GALLERY);
  await keyField(page).fill(key);
  await page.getByRole('button', { name: gallery('key.submit') }).click();
}

/** Presses Tab until `target` has the focus (at most `limit` times); fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('without the pass the gallery asks for the key and shows nothing else', async ({ page }) => {
  await page.goto(GALLERY);
  await expect(page.getByRole('heading', { level: 1, name: gallery('title') })).toBeVisible();
  await expect(keyField(page)).toHaveAttribute('type', 'password');
  await expect(picker(page, 'template')).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(await axeViolations(page, { wcag22: true })).toEqual([]);
});

test('a wrong key is refused in words, and the form comes again', async ({ page, context }) => {
  await enterKey(page, 'not-the-operator-key');
  await expect(page.getByRole('alert').filter({ hasText: gallery('key.wrong') })).toBeVisible();
  await expect(keyField(page)).toBeVisible();
  await expect(picker(page, 'template')).toHaveCount(0);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('felt_gallery');
});

test('a key form far larger than one key is not read: no pass, back to the gallery', async ({ request }) => {
  const answer = await request.post(siteUrl('localhost', '/gallery/key'), {
    form: { key: OPERATOR_KEY, padding: 'x'.repeat(10_000) },
    headers: { origin: siteUrl('localhost', '') },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toBe('/gallery');
  expect(answer.headers()['set-cookie'] ?? '').not.toContain('felt_gallery');
});

test('the gallery speaks the language its address asks for', async ({ page }) => {
  await page.goto(`${GALLERY}?lang=cn`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('cn', 'ui', 'gallery.title'));
});

test('the operator key opens the gallery, which shows slot3’s login in another colour', async ({ page, context }) => {
  await enterKey(page, OPERATOR_KEY);
  const pass = (await context.cookies()).find((cookie) => cookie.name === 'felt_gallery');
  expect(pass).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/gallery' });
  expect(pass?.value).not.toContain(OPERATOR_KEY);

  // The colours on offer are the chosen template's: choose the template first; its first colour comes with it.
  await picker(page, 'template').selectOption('slot3');
  await page.getByRole('button', { name: gallery('pickers.submit') }).click();
  await expect(picker(page, 'colour')).toHaveValue('neon');
  // ocean: neither that first colour nor the demo site's own (sunset).
  await picker(page, 'colour').selectOption('ocean');
  await picker(page, 'language').selectOption('en');
  await picker(page, 'page').selectOption('login');
  await picker(page, 'width').selectOption('phone');
  const preview = page.waitForResponse((response) => response.url().includes('g-slot3-ocean.localhost'));
  await page.getByRole('button', { name: gallery('pickers.submit') }).click();

  // The preview site lets the gallery, and only the gallery, frame it.
  const framed = await preview;
  const ancestors = framed
    .headers()
    ['content-security-policy']?.split('; ')
    .find((d) => d.startsWith('frame-ancestors'));
  expect(ancestors).toBe(`frame-ancestors localhost:${WEB_PORT}`);
  expect(framed.headers()['x-frame-options']).toBeUndefined();

  const names = { page: gallery('pages.login'), theme: 'slot3', colour: 'ocean', language: 'English' };
  const frameElement = page.getByTitle(gallery('preview.frameTitle', names));
  await expect(frameElement).toHaveAttribute('width', '390');
  const url = siteUrl('g-slot3-ocean.localhost', '/en/login');
  await expect(frameElement).toHaveAttribute('src', url);
  await expect(page.getByRole('link', { name: gallery('preview.open') })).toHaveAttribute('href', url);

  const frame = page.frameLocator('iframe');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
  await expect(frame.locator('body')).toHaveAttribute('data-template', 'template7');
  await expect(frame.locator('body')).toHaveAttribute('data-color', 'ocean');
  await expect(
    frame.locator('[data-slot="form-page"]').getByLabel(message('en', 'ui', 'auth.fields.password'), { exact: true }),
  ).toBeVisible();

  // The site's default language is the one its address names no prefix for, whatever the browser prefers.
  await picker(page, 'language').selectOption('cn');
  await page.getByRole('button', { name: gallery('pickers.submit') }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', siteUrl('g-slot3-ocean.localhost', '/login'));
  await expect(frame.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(frame.locator('body')).toHaveAttribute('data-color', 'ocean');

  // The five colours of the template, the chosen one marked.
  const colours = page.getByRole('region', { name: gallery('colours.heading', { theme: 'slot3' }) });
  await expect(colours.getByRole('link')).toHaveCount(5);
  await expect(colours.getByRole('link', { name: 'ocean' })).toHaveAttribute('aria-current', 'true');

  expect(await axeViolations(page, { wcag22: true })).toEqual([]);
});

test('the key and the pickers work with the keyboard alone', async ({ page }) => {
  await page.goto(`${GALLERY}?template=casino3&page=home&width=phone`);
  await tabTo(page, keyField(page));
  await page.keyboard.type(OPERATOR_KEY);
  await page.keyboard.press('Enter');
  // Back on the view it was asked for.
  await expect(picker(page, 'template')).toHaveValue('casino3');

  // On a closed list the arrows change the choice; the button sends the form.
  await tabTo(page, picker(page, 'template'));
  await page.keyboard.press('ArrowDown');
  await expect(picker(page, 'template')).toHaveValue('casino4');
  await tabTo(page, picker(page, 'page'));
  await page.keyboard.press('ArrowDown');
  await expect(picker(page, 'page')).toHaveValue('slots');
  await tabTo(page, page.getByRole('button', { name: gallery('pickers.submit') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]template=casino4&.*page=slots/);
  // casino3's language (English, its default) is casino4's second one.
  await expect(page.locator('iframe')).toHaveAttribute('src', siteUrl('g-casino4-gold.localhost', '/en/slots'));
});

test('a site’s own pages still refuse every frame', async ({ request }) => {
  // Node does not resolve *.localhost: the site is named by the Host header.
  const answer = await request.get(`http://127.0.0.1:${WEB_PORT}/en/login`, {
    headers: { host: `slot3.localhost:${WEB_PORT}` },
  });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers()['x-frame-options']).toBe('DENY');
});
