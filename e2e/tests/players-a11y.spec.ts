import type { BrowserContextOptions, Locator, Page } from '@playwright/test';
import { field, formPanel, hydrated, logInThroughUi, loginDialog, submitRegistration, ui } from '../support/auth-ui.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, openTab, test } from '../support/fixtures.ts';
import { DEMO_PLAYER, newPlayer } from '../support/players.ts';
import { englishUrl } from '../support/tenants.ts';

// WCAG 2.1 A and AA (DESIGN.md 7) on every page of the player journeys, in the state a player meets it.

const GUEST_PAGES = [
  { path: '/login', title: 'auth.login.title' },
  { path: '/register', title: 'auth.register.title' },
  { path: '/forgot-password', title: 'auth.forgot.title' },
];

for (const { path, title } of GUEST_PAGES) {
  test(`no accessibility violations: ${path}`, async ({ page }) => {
    await page.goto(englishUrl('localhost', path));
    await hydrated(formPanel(page).locator('form'));
    await expect(formPanel(page).getByRole('heading', { level: 1 })).toHaveText(ui(title));
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('no accessibility violations: the code step of /register', async ({ page }) => {
  const player = newPlayer('localhost');
  await page.goto(englishUrl('localhost', '/register'));
  await submitRegistration(formPanel(page), player);
  await expect(field(formPanel(page), 'auth.fields.code')).toBeFocused();
  // The demo code notice is part of the step: wait for it.
  await expect(formPanel(page).locator('[data-slot="demo-code"]')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('no accessibility violations: the login modal of slot2', async ({ page }) => {
  await page.goto(englishUrl('slot2.localhost'));
  await (await hydrated(page.getByRole('button', { name: ui('session.login'), exact: true }))).click();
  await expect(field(loginDialog(page), 'auth.fields.accountId')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

/** Each account page with what shows it has loaded (the pages fetch their content after the guard). */
const ACCOUNT_PAGES: { path: string; loaded: (page: Page) => Locator }[] = [
  { path: '/account', loaded: (page) => page.getByRole('progressbar').first() },
  { path: '/profile', loaded: (page) => page.locator('[data-slot="profile-list"]') },
  { path: '/edit-profile', loaded: (page) => field(formPanel(page), 'account.profile.fullName') },
  { path: '/change-password', loaded: (page) => field(formPanel(page), 'auth.fields.currentPassword') },
  { path: '/security', loaded: (page) => page.locator('[data-slot="session-list"]') },
];

test.describe('account pages', () => {
  // One login for the file's account pages (viewing them changes nothing of the demo player).
  let loggedIn: BrowserContextOptions['storageState'];
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    await logInThroughUi(await openTab(context), 'localhost', DEMO_PLAYER);
    loggedIn = await context.storageState();
    await context.close();
  });

  for (const { path, loaded } of ACCOUNT_PAGES) {
    test(`no accessibility violations: ${path}`, async ({ browser }) => {
      const context = await browser.newContext({ storageState: loggedIn });
      const page = await openTab(context);
      await page.goto(englishUrl('localhost', path));
      await expect(loaded(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
