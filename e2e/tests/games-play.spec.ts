import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { errorText, headerBalance, logInThroughApi, logInThroughUi, ui } from '../support/auth-ui.ts';
import { expect, test } from '../support/fixtures.ts';
import { callFromPage } from '../support/operator.ts';
import { createPlayer, DEMO_PLAYER } from '../support/players.ts';
import { englishUrl } from '../support/tenants.ts';

// The heart of the product: a new player deposits, opens a demo game, plays, and the money agrees everywhere to
// the cent. A fresh player per attempt, so a retry starts from an empty bet history.
const DOMAIN = 'casino5.localhost';

/** A formatted amount ("USD 1,234.5") as a number of cents. */
async function cents(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const number = text.replace(/[^\d.-]/g, '');
  expect(number, text).toMatch(/^-?\d+(\.\d+)?$/);
  return Math.round(Number(number) * 100);
}

const gameFrame = (page: Page) => page.frameLocator('[data-slot="play-iframe"]');

/** A deposit of twice the first method's minimum through the site's own API, approved by the demo platform. */
async function depositAndWait(page: Page): Promise<number> {
  const methods = await callFromPage(page, '/api/payment/methods', {});
  const method = (methods.value as { method_code: string; min_amount: number; deposit: boolean }[]).find(
    (m) => m.deposit,
  );
  if (!method) throw new Error(`No deposit method on ${DOMAIN}: ${JSON.stringify(methods)}`);
  const amount = method.min_amount * 2;
  const deposit = await callFromPage(page, '/api/payment/deposit', { method_code: method.method_code, amount });
  expect(deposit.statusCode, JSON.stringify(deposit)).toBe(1);
  await expect
    .poll(async () => (await callFromPage(page, '/api/auth/get_balance', {})).game_balance, { timeout: 20_000 })
    .toBe(amount);
  return amount;
}

/** A fresh player, logged in through the UI, with an approved deposit: the amount deposited. */
async function depositedPlayer(page: Page, request: APIRequestContext): Promise<number> {
  const player = await createPlayer(request, DOMAIN);
  await logInThroughUi(page, DOMAIN, player);
  return depositAndWait(page);
}

test('a player spins the demo slot from /playnow; header, game and bet history agree to the cent', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const deposited = await depositedPlayer(page, request);
  // The account hub asks for the balance afresh, as a player checking their money does.
  await page.goto(englishUrl(DOMAIN, '/account'));
  await expect.poll(() => cents(headerBalance(page))).toBe(deposited * 100);
  const before = deposited * 100;

  await page.goto(englishUrl(DOMAIN, '/playnow?provider=DEMO&game=lucky-sevens'));
  const frame = gameFrame(page);
  const spin = frame.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  await expect(frame.locator('#balance')).not.toHaveText('–');
  expect(await cents(frame.locator('#balance'))).toBe(before);

  // No autoplay, and a spin takes at least 2.5 s: the button stays busy until the reels stop. Timed inside the
  // game's page, from the click to the button's return, so a busy test machine cannot make it look shorter.
  await frame.locator('#play').evaluate((button: HTMLButtonElement) => {
    const timed = window as unknown as { spinBusyMs?: Promise<number> };
    timed.spinBusyMs = new Promise<number>((resolve) => {
      let started = 0;
      const observer = new MutationObserver(() => {
        if (button.disabled && !started) started = performance.now();
        if (!button.disabled && started) {
          observer.disconnect();
          resolve(performance.now() - started);
        }
      });
      observer.observe(button, { attributes: true, attributeFilter: ['disabled'] });
    });
  });
  await spin.click();
  await expect(spin).toBeDisabled();
  const busyMs = await frame
    .locator('#play')
    .evaluate(() => (window as unknown as { spinBusyMs: Promise<number> }).spinBusyMs);
  expect(busyMs).toBeGreaterThanOrEqual(2_000);
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
  await logInThroughApi(page, DOMAIN, DEMO_PLAYER);
  await page.goto(englishUrl(DOMAIN, '/playnow?provider=JILI&game=no-such-game'));
  const failure = page.getByRole('alert').filter({ hasText: ui('games.play.failedTitle') });
  await expect(failure).toContainText(errorText('gameNotFound'));
  await expect(page.locator('[data-slot="play-iframe"]')).toHaveCount(0);
  await failure.getByRole('link', { name: ui('games.play.backToLobby') }).click();
  await expect(page).not.toHaveURL(/playnow/);
});

test('a player flies Rocket twice: each round ends cashed out or crashed, and the money agrees everywhere', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const before = (await depositedPlayer(page, request)) * 100;

  await page.goto(englishUrl(DOMAIN, '/playnow?provider=DEMO&game=rocket'));
  const frame = gameFrame(page);
  const launch = frame.getByRole('button', { name: 'Place bet', exact: true });
  const cashOut = frame.getByRole('button', { name: 'Cash out', exact: true });
  await expect(launch).toBeEnabled({ timeout: 15_000 });
  expect(await cents(frame.locator('#balance'))).toBe(before);
  for (let round = 0; round < 2; round++) {
    await launch.click();
    // The rocket may crash at once (a crash point below the first tick), so the cash-out may never be offered.
    await cashOut.click({ timeout: 2_000 }).catch(() => {});
    await expect(frame.locator('#status')).toHaveText(/Cashed out at|Crashed at/, { timeout: 30_000 });
    await expect(launch).toBeEnabled();
  }
  const after = await cents(frame.locator('#balance'));
  await expect.poll(() => cents(headerBalance(page))).toBe(after);

  await page.goto(englishUrl(DOMAIN, '/bet-history'));
  const rows = page.locator('[data-slot="history-table"] tbody tr').filter({ hasText: 'Rocket' });
  await expect(rows).toHaveCount(2);
  let net = 0;
  for (const row of await rows.all()) {
    const cells = row.locator('td[data-numeric]');
    net += (await cents(cells.nth(1))) - (await cents(cells.nth(0)));
    await expect(row.locator('[data-slot="round-status"]')).toHaveAttribute('data-status', 'settled');
  }
  expect(before + net).toBe(after);
});
