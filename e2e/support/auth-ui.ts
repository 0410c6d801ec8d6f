// How the player journeys drive the pages: texts from the English messages, the header's player bar, the
// login form (on the /login page or in a template's login modal) and the toast a forced logout shows.
import { PLAYER_STORAGE_KEY, PLAYER_STORAGE_VERSION } from '@felt/contract/tables';
import { expect, type Locator, type Page } from '@playwright/test';
import type { TestPlayer } from './players.ts';
import { siteUrl } from './sites.ts';
import { englishUrl, message } from './tenants.ts';

export type Credentials = { readonly account_id: string; readonly password: string };

/** An English text of the ui messages, e.g. `ui('auth.login.submit')`. */
export const ui = (key: string, values?: Record<string, string>) => message('en', 'ui', key, values);
/** An English text of the errors messages, e.g. `errorText('accountLocked')`. */
export const errorText = (key: string) => message('en', 'errors', key);

/** The header's player area: there only while a player is logged in. */
export const playerBar = (page: Page) => page.locator('[data-slot="player-bar"]');
export const headerBalance = (page: Page) => playerBar(page).locator('[data-slot="balance"]');
/**
 * The header's bonus money, under the cash: there only while the player holds some. Its text reads
 * "Bonus balance: Bonus 25" (the first words for screen readers only, the second for the eye only).
 */
export const headerBonus = (page: Page) => playerBar(page).locator('[data-slot="wallet-bonus"]');
/** What the header's bonus line shows for `amount` as formatted, e.g. `bonusLine('25')` → "Bonus 25". */
export const bonusLine = (amount: string) => `${ui('wallet.bonus')} ${amount}`;
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

/**
 * Logs a page in without rendering a page of the site, for journeys whose subject comes after the login (the
 * players-login journeys drive the form): the BFF's login call from a document of the site sets the session
 * cookie, and the player record a finished login keeps (SPEC 3) is stored. The page is left on that document:
 * the journey opens its own page next, which shows the player.
 */
export async function logInThroughApi(
  page: Page,
  domain: string,
  { account_id, password }: Credentials,
): Promise<void> {
  // The site's icon: a document of the site's origin that costs the browser next to nothing to open.
  await page.goto(siteUrl(domain, '/favicon.ico'));
  const answer = await page.evaluate(
    async ({ body, key, version }) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const view = await response.json();
      if (view.statusCode !== 1) return view;
      const user = { account_id: view.user.account_id, full_name: view.fullname, contact_email: view.email };
      const state = { isAuthenticated: true, user, fullname: view.fullname, email: view.email };
      localStorage.setItem(key, JSON.stringify({ state, version }));
      return view;
    },
    { body: { account_id, password }, key: PLAYER_STORAGE_KEY, version: PLAYER_STORAGE_VERSION },
  );
  expect(answer.statusCode, `login of ${account_id} on ${domain}`).toBe(1);
}

/** After a forced logout (SPEC 8): the warning toast that the session ended, and no player in the header. */
export async function expectSessionEnded(page: Page): Promise<void> {
  const toast = page.locator('[data-slot="toast"][data-tone="warning"]');
  await expect(toast.locator('[data-slot="toast-title"]')).toHaveText(errorText('invalidSession'));
  await expect(toast.locator('[data-slot="toast-text"]')).toHaveText(errorText('sessionExpired'));
  await expect(playerBar(page)).toHaveCount(0);
}
