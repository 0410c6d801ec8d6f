import type { Page } from '@playwright/test';
import {
  expectSessionEnded,
  field,
  formPanel,
  headerBalance,
  logInThroughUi,
  loginDialog,
  playerBar,
  ui,
} from '../support/auth-ui.ts';
import { expect, openTab, test } from '../support/fixtures.ts';
import { createPlayer, DEMO_PLAYER, setPlayerStatus } from '../support/players.ts';
import { englishUrl, literally } from '../support/tenants.ts';

/**
 * The account hub, loaded for a logged-in player, with the calls it makes on arrival answered: a change to
 * the player made afterwards is then first noticed by the call the test makes.
 */
async function openAccount(page: Page, domain: string): Promise<void> {
  await page.goto(englishUrl(domain, '/account'));
  await expect(formPanel(page).getByRole('heading', { level: 1 })).toHaveText(ui('account.hub.title'));
  await page.waitForLoadState('networkidle');
}

/** The /login page, with `?next=` pointing back to the page the player was sent away from. */
const loginPage = (domain: string) => new RegExp(`^${literally(englishUrl(domain, '/login')).source}(\\?next=.*)?$`);

test('changing the password ends the session of another browser', async ({ browser, request }) => {
  // Two browsers, two logins and four page loads: more than the default budget on a busy two-core machine.
  test.setTimeout(60_000);
  const player = await createPlayer(request);
  const newPassword = `${player.password}C3`;
  const [changer, other] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [here, there] = await Promise.all([openTab(changer), openTab(other)]);
  await logInThroughUi(here, player.domain, player);
  await logInThroughUi(there, player.domain, player);
  await openAccount(there, player.domain);

  await here.goto(englishUrl(player.domain, '/change-password'));
  const panel = formPanel(here);
  await field(panel, 'auth.fields.currentPassword').fill(player.password);
  await field(panel, 'auth.fields.newPassword').fill(newPassword);
  await field(panel, 'auth.fields.confirmPassword').fill(newPassword);
  await panel.getByRole('button', { name: ui('account.changePassword.submit') }).click();
  await expect(panel.getByText(ui('account.changePassword.done'))).toBeVisible();

  // The other browser finds out at its next authenticated call: here, the account hub reloading its balance.
  await there.reload();
  await expectSessionEnded(there);
  await expect(there).toHaveURL(loginPage(player.domain));

  // The browser that changed the password stays logged in.
  await openAccount(here, player.domain);
  await expect(headerBalance(here)).toBeVisible();
  await Promise.all([changer.close(), other.close()]);
});

// SPEC 2.4: where a player goes after a forced logout depends on the template.
const REDIRECTS = [
  { domain: 'localhost', kind: 'the login page' },
  { domain: 'slot2.localhost', kind: 'home, then the login modal', modal: 'login' },
  { domain: 'slot5.localhost', kind: 'home, then the sign-in modal', modal: 'signin' },
] as const;

for (const redirect of REDIRECTS) {
  test(`a player blocked mid-session on ${redirect.domain} is logged out and sent to ${redirect.kind}`, async ({
    page,
    request,
  }) => {
    const { domain } = redirect;
    const player = await createPlayer(request, domain);
    await logInThroughUi(page, domain, player);
    await openAccount(page, domain);

    await setPlayerStatus(domain, player.account_id, 'BLOCK');
    await playerBar(page)
      .getByRole('button', { name: ui('session.refresh') })
      .click();
    await expectSessionEnded(page);
    if ('modal' in redirect) {
      await expect(page).toHaveURL(englishUrl(domain, '/'));
      // The modal opens a second after arriving home.
      await expect(loginDialog(page, redirect.modal)).toBeVisible({ timeout: 5_000 });
    } else {
      await expect(page).toHaveURL(loginPage(domain));
      await expect(formPanel(page).getByRole('heading', { level: 1 })).toHaveText(ui('auth.login.title'));
    }
  });
}

test('logging out in one tab logs out the other, which reloads as a guest', async ({ context }) => {
  const [first, second] = [await openTab(context), await openTab(context)];
  await logInThroughUi(first, 'localhost', DEMO_PLAYER);
  await second.goto(englishUrl('localhost', '/'));
  await expect(headerBalance(second)).toBeVisible();

  const reloaded = second.waitForEvent('load');
  await playerBar(first)
    .getByRole('button', { name: ui('session.logout') })
    .click();
  await reloaded;
  await expect(playerBar(second)).toHaveCount(0);
  await expect(second.getByRole('link', { name: ui('session.login'), exact: true })).toBeVisible();
  await expect(playerBar(first)).toHaveCount(0);
});

test('a guest opening /account on a login-page site is sent to /login', async ({ page }) => {
  await page.goto(englishUrl('localhost', '/account'));
  await expect(page).toHaveURL(loginPage('localhost'));
  await expect(formPanel(page).getByRole('heading', { level: 1 })).toHaveText(ui('auth.login.title'));
});

test('a guest opening /profile, /edit-profile or /security is sent to /login, with no error dialog', async ({
  page,
}) => {
  for (const path of ['/profile', '/edit-profile', '/security']) {
    await page.goto(englishUrl('localhost', path));
    await expect(page).toHaveURL(loginPage('localhost'));
    await expect(formPanel(page).getByRole('heading', { level: 1 })).toHaveText(ui('auth.login.title'));
    // The page made no call for a guest, so nothing came back to complain about.
    await page.waitForTimeout(500);
    await expect(page.locator('[data-slot="error-dialog"]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('a guest opening /account on a login-modal site is sent home, where the login modal opens', async ({ page }) => {
  await page.goto(englishUrl('slot2.localhost', '/account'));
  await expect(page).toHaveURL(englishUrl('slot2.localhost', '/'));
  await expect(loginDialog(page)).toBeVisible({ timeout: 5_000 });
});
