import { expect, test } from '@playwright/test';
import { siteUrl } from '../support/sites.ts';
import { message } from '../support/tenants.ts';

const hotGamesHeading = (prefix: string) => message(prefix, 'ui', 'home.hotGames.title');

test('/cn shows a site in Chinese', async ({ page }) => {
  const response = await page.goto(siteUrl('casino3.localhost', '/cn'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { name: hotGamesHeading('cn') })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/[\u4e00-\u9fff]/);
  await expect(page.getByRole('heading', { name: hotGamesHeading('en'), exact: true })).toHaveCount(0);
});

test('the language switcher changes the text and the URL, and remembers the choice', async ({ page, context }) => {
  await page.goto(siteUrl('localhost'));
  await expect(page.getByRole('heading', { name: hotGamesHeading('en') })).toBeVisible();
  // The switcher acts once the page is interactive (hydrated), as for a visitor who has seen the page.
  await page.waitForLoadState('networkidle');

  await page.getByRole('combobox', { name: message('en', 'ui', 'locale.label') }).selectOption('cn');
  await expect(page).toHaveURL(siteUrl('localhost', '/cn'));
  await expect(page.getByRole('heading', { name: hotGamesHeading('cn') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const cookie = async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value;
  expect(await cookie()).toBe('cn');

  await page.waitForLoadState('networkidle');
  await page.getByRole('combobox', { name: message('cn', 'ui', 'locale.label') }).selectOption('en');
  await expect(page).toHaveURL(siteUrl('localhost', '/'));
  await expect(page.getByRole('heading', { name: hotGamesHeading('en') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await cookie()).toBe('en');
});
