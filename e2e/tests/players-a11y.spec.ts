import { field, formPanel, hydrated, loginDialog, submitRegistration, ui } from '../support/auth-ui.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { newPlayer } from '../support/players.ts';
import { englishUrl } from '../support/tenants.ts';

// WCAG 2.1 A and AA (DESIGN.md 7) in the states of the player journeys that no plain page visit reaches: the code
// step of /register and a template's login modal. The pages themselves (/login, /register, /forgot-password and the
// account pages) are in the WCAG 2.2 AA matrix (a11y-matrix.spec.ts), on a template each in `npm test` and on all 22
// with `npm run a11y`.

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
