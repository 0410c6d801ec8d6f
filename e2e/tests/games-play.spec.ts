import type { Locator, Page } from '@playwright/test';
import { errorText, headerBalance, logInThroughUi, ui } from '../support/auth-ui.ts';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_PLAYER } from '../support/players.ts';
import { englishUrl } from '../support/tenants.ts';

// The heart of the product: a player opens a demo game, plays, and the money agrees everywhere to the cent.
// casino5 is used by no other spec that spends the demo player's money.
const DOMAIN = 'casino5.localhost';

/** A formatted amount ("USD 1,234.5") as a number of cents. */
async function cents(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const number = text.replace(/[^\d.-]/g, '');
  expect(number, text).toMatch(/^-?\d+(\.\d+)?$/);
  return Math.round(Number(number) * 100);
}

const gameFrame = (page: Page) => page.frameLocator('[data-slot="play-iframe"]');

test('a player spins the demo slot from /playnow; header, game and bet history agree to the cent', async ({ page }) => {
  test.setTimeout(60_000);
  await logInThroughUi(page, DOMAIN, DEMO_PLAYER);
  const before = await cents(headerBalance(page));

  await page.goto(englishUrl(DOMAIN, '/playnow?provider=DEMO&game=lucky-sevens'));
  const frame = gameFrame(page);
  const spin = frame.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  await expect(frame.locator('#balance')).not.toHaveText('–');
  expect(await cents(frame.locator('#balance'))).toBe(before);

  await spin.click();
  // No autoplay, and a spin takes at least 2.5 s: the button stays busy until the reels stop.
  await expect(spin).toBeDisabled();
  await page.waitForTimeout(2_000);
  await expect(spin).toBeDisabled();
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  await expect(frame.getByRole('status')).not.toHaveText('');

  // The game tells the site; the header shows what the game shows.
  const after = await cents(frame.locator('#balance'));
  await expect.poll(() => cents(headerBalance(page))).toBe(after);

  await page.goto(englishUrl(DOMAIN, '/bet-history'));
  const row = page.locator('[data-slot="history-table"] tbody tr').filter({ hasText: 'Lucky Sevens' });
  await expect(row).toHaveCount(1);
  const cells = row.locator('td[data-numeric]');
  const [bet, win] = [await cents(cells.nth(0)), await cents(cells.nth(1))];
  expect(bet).toBeGreaterThan(0);
  expect(before - bet + win).toBe(after);
  await expect(row.locator('[data-slot="round-status"]')).toHaveAttribute('data-status', 'settled');
});

test('a launch that fails says why and links back to the lobby', async ({ page }) => {
  await logInThroughUi(page, DOMAIN, DEMO_PLAYER);
  await page.goto(englishUrl(DOMAIN, '/playnow?provider=JILI&game=no-such-game'));
  const failure = page.getByRole('alert').filter({ hasText: ui('games.play.failedTitle') });
  await expect(failure).toContainText(errorText('gameNotFound'));
  await expect(page.locator('[data-slot="play-iframe"]')).toHaveCount(0);
  await failure.getByRole('link', { name: ui('games.play.backToLobby') }).click();
  await expect(page).not.toHaveURL(/playnow/);
});
