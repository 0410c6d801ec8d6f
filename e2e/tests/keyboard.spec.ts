// The players', money and games journeys with the keyboard alone (WCAG 2.1.1): Tab to a control, Enter or Space to
// use it, typing into fields. Nothing is clicked; a locator only says which control the focus must reach.
import type { Locator, Page } from '@playwright/test';
import { formPanel, headerBalance, hydrated, logInThroughApi, ui } from '../support/auth-ui.ts';
import { expect, test } from '../support/fixtures.ts';
import { createPlayer, DEMO_PLAYER } from '../support/players.ts';
import { englishUrl } from '../support/tenants.ts';

test.describe.configure({ timeout: 90_000 });

/** Presses Tab until `target` has the focus (at most `limit` times); fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  await hydrated(target);
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('a guest logs in from the home with the keyboard alone', async ({ page }) => {
  // The default site logs in on its /login page.
  await page.goto(englishUrl('localhost', '/'));
  await tabTo(page, page.getByRole('link', { name: ui('session.login'), exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(englishUrl('localhost', '/login'));
  const panel = formPanel(page);
  await hydrated(panel.locator('form'));
  await tabTo(page, panel.getByLabel(ui('auth.fields.accountId'), { exact: true }));
  await page.keyboard.type(DEMO_PLAYER.account_id);
  await page.keyboard.press('Tab');
  await expect(panel.getByLabel(ui('auth.fields.password'), { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PLAYER.password);
  await page.keyboard.press('Enter');
  await expect(headerBalance(page)).toBeVisible();
});

test('a player deposits with the keyboard alone', async ({ page, request }) => {
  const domain = 'casino6.localhost';
  const player = await createPlayer(request, domain);
  await logInThroughApi(page, domain, player);
  await page.goto(englishUrl(domain, '/deposit'));
  const panel = formPanel(page);
  await hydrated(panel.locator('form'));
  const bank = panel.getByRole('radio', { name: /Bank transfer/ });
  // A radio group is one Tab stop: the arrows move within it, Space chooses.
  await tabTo(page, panel.getByRole('radio').first());
  for (let step = 0; step < 10 && !(await bank.evaluate((node) => node === document.activeElement)); step++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Space');
  await expect(bank).toBeChecked();
  await tabTo(page, panel.getByLabel(ui('money.amount.label', { currency: 'MYR' })));
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-slot="money-status"]')).toContainText(ui('money.deposit.approvedTitle'), {
    timeout: 15_000,
  });
});

test('a player marks a favourite and opens a game from the lobby with the keyboard alone', async ({
  page,
  request,
}) => {
  const domain = 'casino3.localhost';
  const player = await createPlayer(request, domain);
  await logInThroughApi(page, domain, player);
  await page.goto(englishUrl(domain, '/slots'));
  const grid = page.locator('[data-slot="lobby-grid"]:not([data-layout])');
  await expect(grid).toBeVisible();
  const favourite = grid.locator('[data-slot="favourite-toggle"]').first();
  await tabTo(page, favourite, 120);
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  // Back to the card the heart belongs to, and into the game.
  await page.keyboard.press('Shift+Tab');
  const card = grid.locator('[data-slot="game-card"]').first();
  await expect(card).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/playnow\?provider=/);
  await expect(page.locator('iframe')).toBeVisible({ timeout: 15_000 });
});
