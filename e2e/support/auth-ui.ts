// How the player journeys drive the pages: texts from the English messages, the header's player bar, the
// login form (on the /login page or in a template's login modal) and the toast a forced logout shows.
import { expect, type Locator, type Page } from '@playwright/test';
import type { TestPlayer } from './players.ts';
import { englishUrl, message } from './tenants.ts';

export type Credentials = { readonly account_id: string; readonly password: string };

/** An English text of the ui messages, e.g. `ui('auth.login.submit')`. */
export const ui = (key: string, values?: Record<string, string>) => message('en', 'ui', key, values);
/** An English text of the errors messages, e.g. `errorText('accountLocked')`. */
export const errorText = (key: string) => message('en', 'errors', key);

/** The header's player area: there only while a player is logged in. */
export const playerBar = (page: Page) => page.locator('[data-slot="player-bar"]');
export const headerBalance = (page: Page) => playerBar(page).locator('[data-slot="balance"]');
/** The card of a form or account page (/login, /register, /account ...), holding its one heading. */
export const formPanel = (page: Page) => page.locator('[data-slot="form-page"]');
/** The open login modal; template10 calls it the sign-in modal. */
export const loginDialog = (page: Page, kind: 'login' | 'signin' = 'login') =>
  page.getByRole('dialog', { name: ui(`session.${kind}ModalTitle`) });

/** A field of a form by its exact label ("Password" must not find "Confirm password" or "Show password"). */
export const field = (scope: Locator, labelKey: string) => scope.getByLabel(ui(labelKey), { exact: true });

/**
 * Waits until React has hydrated an element of the cached HTML: before that a click does nothing and text
 * typed into a form is reset by the form library. React marks the nodes it owns with a `__reactProps$` key.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect(locator).toBeVisible();
  await expect
    .poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
  return locator;
}

/** Fills and sends the password login form in `scope`: the /login page's panel or the login modal. */
export async function submitPasswordLogin(scope: Locator, { account_id, password }: Credentials): Promise<void> {
  await hydrated(scope.locator('form'));
  await field(scope, 'auth.fields.accountId').fill(account_id);
  await field(scope, 'auth.fields.password').fill(password);
  await scope.getByRole('button', { name: ui('auth.login.submit'), exact: true }).click();
}

/** Fills and sends the first step of /register; the code step follows. */
export async function submitRegistration(scope: Locator, player: TestPlayer): Promise<void> {
  await hydrated(scope.locator('form'));
  await field(scope, 'auth.fields.accountId').fill(player.account_id);
  await field(scope, 'auth.fields.password').fill(player.password);
  await field(scope, 'auth.fields.confirmPassword').fill(player.password);
  await field(scope, 'auth.fields.phone').fill(player.phone);
  await field(scope, 'auth.fields.email').fill(player.email);
  await scope.getByRole('button', { name: ui('auth.register.submit') }).click();
}

/** Logs a page in through a site's /login page; done once the header shows the player on the home page. */
export async function logInThroughUi(page: Page, domain: string, credentials: Credentials): Promise<void> {
  await page.goto(englishUrl(domain, '/login'));
  await submitPasswordLogin(formPanel(page), credentials);
  await expect(headerBalance(page)).toBeVisible();
  await expect(page).toHaveURL(englishUrl(domain, '/'));
}

/** After a forced logout (SPEC 8): the warning toast that the session ended, and no player in the header. */
export async function expectSessionEnded(page: Page): Promise<void> {
  const toast = page.locator('[data-slot="toast"][data-tone="warning"]');
  await expect(toast.locator('[data-slot="toast-title"]')).toHaveText(errorText('invalidSession'));
  await expect(toast.locator('[data-slot="toast-text"]')).toHaveText(errorText('sessionExpired'));
  await expect(playerBar(page)).toHaveCount(0);
}
