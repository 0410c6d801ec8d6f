import { expect, test } from '@playwright/test';
import { siteUrl } from '../support/sites.ts';
import { literally, message } from '../support/tenants.ts';

test('a host no site is configured for answers 404 with a clear page', async ({ page }) => {
  const response = await page.goto(siteUrl('no-such-site.localhost'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'ui', 'siteNotConfigured.title'));
  const text = message('en', 'ui', 'siteNotConfigured.message', { host: 'no-such-site.localhost' });
  await expect(page.getByText(literally(text))).toBeVisible();
});

test('the page of an unknown host speaks the language of its address and offers to try again', async ({ page }) => {
  const response = await page.goto(siteUrl('no-such-site.localhost', '/cn/slots'));
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('cn', 'ui', 'siteNotConfigured.title'));
  await page.getByRole('link', { name: message('cn', 'ui', 'common.retry') }).click();
  await expect(page).toHaveURL(siteUrl('no-such-site.localhost', '/cn/slots'));
});

test('an unknown page answers 404, names the path and links back home', async ({ page }) => {
  const response = await page.goto(siteUrl('localhost', '/does-not-exist'));
  expect(response?.status()).toBe(404);
  await expect(page.getByText(message('en', 'ui', 'notFound.message', { path: '/does-not-exist' }))).toBeVisible();

  await page.getByRole('link', { name: message('en', 'ui', 'notFound.back') }).click();
  await expect(page).toHaveURL(siteUrl('localhost', '/'));
  await expect(page.getByRole('heading', { name: message('en', 'ui', 'home.hotGames.title') })).toBeVisible();
});

test('a 404 is in the served HTML, in the site’s shell and language, also without scripts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // A page that finds nothing for its address (a promotion that does not exist), and an unknown path (after
  // it: a visit in Chinese keeps the reader's language for the next unprefixed address).
  for (const [path, locale] of [
    ['/promotions/NO-SUCH-CODE', 'en'],
    ['/cn/no-such-page', 'cn'],
  ] as const) {
    const response = await page.goto(siteUrl('casino3.localhost', path));
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'cn' ? 'zh-CN' : 'en');
    await expect(page.getByText(message(locale, 'ui', 'notFound.message', { path }))).toBeVisible();
    await expect(page.locator('[data-slot="header"]')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${message(locale, 'ui', 'notFound.title')} \\|`));
  }
  await context.close();
});
