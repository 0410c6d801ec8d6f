import { LOGIN_LIMITS, PLAYER_STORAGE_KEY, SESSION_COOKIE } from '@felt/contract/tables';
import {
  errorText,
  field,
  formPanel,
  headerBalance,
  hydrated,
  logInThroughUi,
  playerBar,
  submitPasswordLogin,
  ui,
} from '../support/auth-ui.ts';
import { expect, test } from '../support/fixtures.ts';
import { createPlayer, DEMO_PLAYER, latestCode } from '../support/players.ts';
import { englishUrl } from '../support/tenants.ts';

// The default site (theme casino1) logs in on its /login page.
const DOMAIN = 'localhost';

test('the demo player logs in with a password and logs out', async ({ page }) => {
  await logInThroughUi(page, DOMAIN, DEMO_PLAYER);
  await expect(page).toHaveURL(englishUrl(DOMAIN, '/'));
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain(SESSION_COOKIE);

  await playerBar(page)
    .getByRole('button', { name: ui('session.logout') })
    .click();
  await expect(playerBar(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: ui('session.login'), exact: true })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
  expect(await page.evaluate((key) => localStorage.getItem(key), PLAYER_STORAGE_KEY)).toBeNull();
});

test('a player logs in with a one-time code from the outbox', async ({ page, request }) => {
  const player = await createPlayer(request, DOMAIN);
  await page.goto(englishUrl(DOMAIN, '/login'));
  const panel = formPanel(page);
  await (await hydrated(panel.getByRole('button', { name: ui('auth.login.withCode') }))).click();
  await field(panel, 'auth.fields.accountId').fill(player.account_id);
  await panel.getByRole('button', { name: ui('auth.code.send') }).click();

  await expect(panel.getByText(ui('auth.code.sentTo', { account: player.account_id }))).toBeVisible();
  await field(panel, 'auth.fields.code').fill(await latestCode(DOMAIN, player.account_id, 'login'));
  await panel.getByRole('button', { name: ui('auth.login.submit'), exact: true }).click();
  await expect(headerBalance(page)).toBeVisible();
  await expect(page).toHaveURL(englishUrl(DOMAIN, '/'));
});

test('wrong passwords lock the account, and then the right password is refused too', async ({ page, request }) => {
  const player = await createPlayer(request, DOMAIN);
  const { failures } = LOGIN_LIMITS.perAccount;
  await page.goto(englishUrl(DOMAIN, '/login'));
  const panel = formPanel(page);
  const alert = panel.getByRole('alert');
  const answered = () => page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));

  for (let attempt = 1; attempt <= failures; attempt++) {
    const answer = answered();
    await submitPasswordLogin(panel, { account_id: player.account_id, password: `${player.password}x` });
    await answer;
    await expect(alert).toContainText(errorText(attempt < failures ? 'invalidCredentials' : 'accountLocked'));
  }

  const answer = answered();
  await submitPasswordLogin(panel, player);
  expect(((await (await answer).json()) as { message?: string }).message).toBe('accountLocked');
  await expect(alert).toContainText(errorText('accountLocked'));
  await expect(playerBar(page)).toHaveCount(0);
});

test('a player who forgot the password sets a new one with a reset code', async ({ page, request }) => {
  const player = await createPlayer(request, DOMAIN);
  const newPassword = `${player.password}N2`;
  await page.goto(englishUrl(DOMAIN, '/forgot-password'));
  const panel = formPanel(page);
  await hydrated(panel.locator('form'));
  await field(panel, 'auth.fields.accountId').fill(player.account_id);
  await field(panel, 'auth.fields.phone').fill(player.phone);
  await panel.getByRole('button', { name: ui('auth.code.send') }).click();

  await expect(panel.getByText(ui('auth.forgot.stepTwo'))).toBeVisible();
  await field(panel, 'auth.fields.code').fill(await latestCode(DOMAIN, player.account_id, 'reset'));
  await field(panel, 'auth.fields.newPassword').fill(newPassword);
  await field(panel, 'auth.fields.confirmPassword').fill(newPassword);
  await panel.getByRole('button', { name: ui('auth.forgot.save') }).click();
  await expect(panel.getByText(ui('auth.forgot.done'))).toBeVisible();

  await panel.getByRole('link', { name: ui('auth.forgot.toLogin') }).click();
  await expect(page).toHaveURL(englishUrl(DOMAIN, '/login'));
  await submitPasswordLogin(panel, player);
  await expect(panel.getByRole('alert')).toContainText(errorText('invalidCredentials'));
  await submitPasswordLogin(panel, { account_id: player.account_id, password: newPassword });
  await expect(headerBalance(page)).toBeVisible();
});
