import AxeBuilder from '@axe-core/playwright';
import { localeByCode } from '@felt/contract/tables';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { siteUrl } from '../support/sites.ts';
import { message, seedTenant } from '../support/tenants.ts';

const ui = (prefix: string, key: string, values?: Record<string, string>) => message(prefix, 'ui', key, values);
const hotGamesHeading = (prefix: string) => ui(prefix, 'home.hotGames.title');
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language button; its name is the label and the current language ("Language English"). */
const switcher = (page: Page, prefix: string) => page.getByRole('button', { name: ui(prefix, 'locale.label') });
const languageList = (page: Page, prefix: string) => page.getByRole('listbox', { name: ui(prefix, 'locale.label') });
const option = (page: Page, prefix: string, name: string) =>
  languageList(page, prefix).getByRole('option', { name, exact: true });
const h1 = (page: Page) => page.locator('main h1');

const localeCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected');

/** Opens the switcher with the pointer and picks a language by its own name. */
async function chooseLanguage(page: Page, prefix: string, name: string) {
  await switcher(page, prefix).click();
  await option(page, prefix, name).click();
}

/** A page of the all-languages site, once interactive (hydrated), as for a visitor who has seen it. */
async function openSite(page: Page, pathname: string) {
  await page.goto(siteUrl('localhost', pathname));
  await page.waitForLoadState('networkidle');
}

test('/cn shows a site in Chinese', async ({ page }) => {
  const response = await page.goto(siteUrl('casino3.localhost', '/cn'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { name: hotGamesHeading('cn') })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/[\u4e00-\u9fff]/);
  await expect(page.getByRole('heading', { name: hotGamesHeading('en'), exact: true })).toHaveCount(0);
});

test('the language switcher changes the text and the URL, and remembers the choice for a year', async ({
  page,
  context,
}) => {
  await openSite(page, '/');
  await expect(page.getByRole('heading', { name: hotGamesHeading('en') })).toBeVisible();

  await chooseLanguage(page, 'en', '中文');
  await expect(page).toHaveURL(siteUrl('localhost', '/cn'));
  await expect(page.getByRole('heading', { name: hotGamesHeading('cn') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // The after-switch step announces the change, in the new language.
  await expect(page.locator('[data-slot="locale-switcher"] [role="status"]')).toHaveText(
    ui('cn', 'locale.changed', { language: '中文' }),
  );
  const cookie = await localeCookie(context);
  expect(cookie).toMatchObject({ value: 'cn', path: '/', sameSite: 'Lax' });
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + YEAR_SECONDS - 3600);

  await page.waitForLoadState('networkidle');
  await chooseLanguage(page, 'cn', 'English');
  await expect(page).toHaveURL(siteUrl('localhost', '/'));
  await expect(page.getByRole('heading', { name: hotGamesHeading('en') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await localeCookie(context))?.value).toBe('en');
});

test('switching keeps the page and its query', async ({ page }) => {
  await openSite(page, '/news?from=e2e');
  await expect(h1(page)).toHaveText(ui('en', 'content.pages.news'));

  await chooseLanguage(page, 'en', '中文');
  await expect(page).toHaveURL(siteUrl('localhost', '/cn/news?from=e2e'));
  await expect(h1(page)).toHaveText(ui('cn', 'content.pages.news'));
});

test('choosing the current language goes nowhere and only renews the cookie', async ({ page, context }) => {
  await openSite(page, '/news?from=e2e');
  // A choice made long ago: a day left on the cookie.
  await page.evaluate(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test ages the cookie the way the site writes it.
    document.cookie = 'i18n_redirected=en; Path=/; Max-Age=86400; SameSite=Lax';
  });
  expect((await localeCookie(context))!.expires).toBeLessThan(Date.now() / 1000 + 2 * 86400);
  const loads: string[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (request.isNavigationRequest() || (headers.rsc && !headers['next-router-prefetch'])) loads.push(request.url());
  });

  await chooseLanguage(page, 'en', 'English');
  await expect
    .poll(async () => (await localeCookie(context))?.expires ?? 0)
    .toBeGreaterThan(Date.now() / 1000 + YEAR_SECONDS - 3600);
  expect((await localeCookie(context))?.value).toBe('en');
  await expect(languageList(page, 'en')).toBeHidden();
  await expect(switcher(page, 'en')).toBeFocused();
  await expect(page).toHaveURL(siteUrl('localhost', '/news?from=e2e'));
  expect(loads).toEqual([]);
});

test('every language shows its icon, named after the language', async ({ page }) => {
  await openSite(page, '/news');
  const languages = seedTenant('localhost').languages.enabled.map((code) => localeByCode(code)!);
  await expect(switcher(page, 'en').locator('img')).toHaveAttribute('src', '/locales/english.svg');

  await switcher(page, 'en').click();
  await expect(languageList(page, 'en').getByRole('option')).toHaveCount(languages.length);
  for (const language of languages) {
    const icon = option(page, 'en', language.name).locator('img');
    await expect(icon).toHaveAttribute('src', `/locales/${language.icon}`);
    await icon.scrollIntoViewIfNeeded();
    await expect(icon).toBeVisible();
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('the switcher works from the keyboard alone', async ({ page, context }) => {
  await openSite(page, '/news');
  const button = switcher(page, 'en');
  const list = languageList(page, 'en');
  await button.focus();

  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(option(page, 'en', 'English')).toBeFocused();
  await page.keyboard.press('End');
  await expect(list.getByRole('option').last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(list.getByRole('option').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // The list keeps the contract's order: English, Filipino, 中文, ...
  await page.keyboard.press('ArrowDown');
  await expect(option(page, 'en', 'English')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(option(page, 'en', '中文')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(siteUrl('localhost', '/cn/news'));
  await expect(h1(page)).toHaveText(ui('cn', 'content.pages.news'));
  await expect(switcher(page, 'cn')).toBeFocused();
  expect((await localeCookie(context))?.value).toBe('cn');

  await page.waitForLoadState('networkidle');
  await page.keyboard.press(' ');
  await expect(option(page, 'cn', '中文')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(option(page, 'cn', 'English')).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page).toHaveURL(siteUrl('localhost', '/news'));
  await expect(h1(page)).toHaveText(ui('en', 'content.pages.news'));
});

test('the switcher closes on a click elsewhere and passes axe, open and closed', async ({ page }) => {
  await openSite(page, '/news');
  const axe = () =>
    new AxeBuilder({ page })
      .include('[data-slot="locale-switcher"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
  expect((await axe()).violations.map((v) => v.id)).toEqual([]);

  await switcher(page, 'en').click();
  await expect(languageList(page, 'en')).toBeVisible();
  expect((await axe()).violations.map((v) => v.id)).toEqual([]);

  await h1(page).click();
  await expect(languageList(page, 'en')).toBeHidden();
  await expect(switcher(page, 'en')).toHaveAttribute('aria-expanded', 'false');
});
