import {
  field,
  formPanel,
  headerBalance,
  hydrated,
  loginDialog,
  playerBar,
  submitPasswordLogin,
  submitRegistration,
  ui,
} from '../support/auth-ui.ts';
import { expect, test } from '../support/fixtures.ts';
import { latestCode, newPlayer } from '../support/players.ts';
import { englishUrl } from '../support/tenants.ts';

// slot2 is a login-modal template: registering happens on /register, logging in again in the modal.
const DOMAIN = 'slot2.localhost';

test('a new player registers with the code from the outbox, logs out and logs in again through the login modal', async ({
  page,
}) => {
  const player = newPlayer(DOMAIN);
  await page.goto(englishUrl(DOMAIN, '/register'));
  const panel = formPanel(page);
  await expect(panel.getByRole('heading', { level: 1 })).toHaveText(ui('auth.register.title'));
  await submitRegistration(panel, player);

  await expect(panel.getByRole('heading', { level: 1 })).toHaveText(ui('auth.register.codeTitle'));
  await field(panel, 'auth.fields.code').fill(await latestCode(DOMAIN, player.account_id, 'register'));
  await panel.getByRole('button', { name: ui('auth.register.confirm') }).click();
  await expect(page).toHaveURL(englishUrl(DOMAIN, '/'));
  await expect(headerBalance(page)).toBeVisible();

  await playerBar(page)
    .getByRole('button', { name: ui('session.logout') })
    .click();
  await expect(playerBar(page)).toHaveCount(0);

  const loginEntry = page.getByRole('button', { name: ui('session.login'), exact: true });
  await (await hydrated(loginEntry)).click();
  const dialog = loginDialog(page);
  await submitPasswordLogin(dialog, player);
  await expect(dialog).toBeHidden();
  await expect(headerBalance(page)).toBeVisible();
  await expect(page).toHaveURL(englishUrl(DOMAIN, '/'));
});
