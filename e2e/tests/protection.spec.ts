// Player protection on a demo site: /responsible-gaming for guests and players, limits the platform then
// enforces, self-exclusion with its confirmation, the header's session clock and the reality check.
import { PROTECTION_RULES } from '@felt/contract/tables';
import type { Locator, Page } from '@playwright/test';
import {
  errorText,
  formPanel,
  logInThroughApi,
  logInThroughUi,
  playerBar,
  submitPasswordLogin,
  ui,
} from '../support/auth-ui.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { callFromPage } from '../support/operator.ts';
import { createPlayer } from '../support/players.ts';
import { siteUrl } from '../support/sites.ts';
import { englishUrl, seedTenant } from '../support/tenants.ts';

// casino6 speaks Malay by default, so its English pages are under /en.
const DOMAIN = 'casino6.localhost';
const PAGE = englishUrl(DOMAIN, '/responsible-gaming');
const CURRENCY = (seedTenant(DOMAIN).site as { currency?: string }).currency ?? '';
const EN_BODY = 'Gaming should be entertainment, not a way to make money.';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const money = (amount: number) =>
  `${CURRENCY} ${new Intl.NumberFormat('en', { maximumFractionDigits: 4 }).format(amount)}`;
const limitCard = (page: Page, kind: 'deposit' | 'loss', period: 'day' | 'week' | 'month') =>
  page.locator(`[data-slot="limit-card"][data-kind="${kind}"][data-period="${period}"]`);
const sessionClock = (page: Page) => playerBar(page).getByRole('timer', { name: ui('protection.clock.label') });

/** Types a new amount into a limit card and sets it; done once the card says how the platform took it. */
async function setLimit(card: Locator, label: string, amount: number, expected: RegExp): Promise<void> {
  await card.getByLabel(ui('protection.limits.newAmount', { limit: label, currency: CURRENCY })).fill(String(amount));
  await card.getByRole('button', { name: ui('protection.limits.set') }).click();
  await expect(card.locator('[data-slot="form-alert"][data-tone="success"]')).toHaveText(expected);
}

test('a guest reads the operator text and is offered a login, not the tools', async ({ page }) => {
  await page.goto(PAGE);
  const panel = formPanel(page);
  await expect(panel.getByRole('heading', { level: 1 })).toHaveText(ui('account.pages.responsibleGaming'));
  await expect(panel.getByText(EN_BODY)).toBeVisible();
  await expect(panel.getByText(ui('protection.guest.text'))).toBeVisible();
  await expect(panel.getByRole('link', { name: ui('protection.guest.login') })).toBeVisible();
  await expect(page.locator('[data-slot="limit-card"]')).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: ui('protection.limits.deposit.title') })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The footer's limits link is on every page, the home page too.
  await page.goto(englishUrl(DOMAIN, '/'));
  const link = page.locator('[data-slot="footer"]').getByRole('link', { name: ui('protection.footer.limitsLink') });
  await link.click();
  await expect(page).toHaveURL(PAGE);
});

test('a daily deposit limit applies at once, a raise waits, and the platform refuses a deposit above it', async ({
  page,
  request,
}) => {
  // Three pages, two axe runs and a reload: more than the default 30 s on a cold server.
  test.setTimeout(90_000);
  const player = await createPlayer(request, DOMAIN);
  await logInThroughUi(page, DOMAIN, player);
  await expect(sessionClock(page)).toHaveText(/^\d+:\d\d:\d\d$/);

  const methods = await callFromPage(page, '/api/payment/methods', {});
  const method = (methods.value as { method_code: string; min_amount: number; max_amount: number; deposit: boolean }[])
    .filter((m) => m.deposit && m.max_amount >= m.min_amount * 3)
    .at(0);
  if (!method) throw new Error(`No deposit method on ${DOMAIN}: ${JSON.stringify(methods)}`);
  const limit = method.min_amount * 2;

  await page.goto(PAGE);
  const daily = limitCard(page, 'deposit', 'day');
  const label = ui('protection.limits.deposit.day');
  await expect(daily.getByRole('heading', { level: 3 })).toHaveText(label);
  await expect(daily.locator('[data-slot="limit-in-force"]')).toHaveText(ui('protection.limits.none'));
  await expect(page.getByText(ui('protection.limits.coolingOff')).first()).toBeVisible();

  await setLimit(daily, label, limit, new RegExp(`^${escapeRegExp(ui('protection.limits.appliesNow'))}$`));
  await expect(daily.locator('[data-slot="limit-in-force"]')).toHaveText(money(limit));
  await expect(daily.locator('[data-slot="limit-pending"]')).toHaveCount(0);

  // A raise waits for the cooling-off: the old limit stays in force, the new one shows as waiting.
  const raised = limit * 3;
  const [before = '', after = ''] = ui('protection.limits.appliesFrom', { date: 'DATE' }).split('DATE');
  await setLimit(daily, label, raised, new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`));
  await expect(daily.locator('[data-slot="limit-in-force"]')).toHaveText(money(limit));
  await expect(daily.locator('[data-slot="limit-pending"]')).toContainText(money(raised));
  await expect(daily.locator('[data-slot="limit-pending"] dt')).toHaveText(ui('protection.limits.pending'));
  // The page after a reload shows what the platform holds.
  await page.reload();
  await expect(daily.locator('[data-slot="limit-in-force"]')).toHaveText(money(limit));
  await expect(daily.locator('[data-slot="limit-pending"]')).toContainText(money(raised));
  expect(await axeViolations(page)).toEqual([]);

  // The limit in force is the lower one: a deposit above it is refused, with the reason.
  const refused = await callFromPage(page, '/api/payment/deposit', {
    method_code: method.method_code,
    amount: limit + method.min_amount,
  });
  expect(refused.statusCode).not.toBe(1);
  expect(refused.message).toBe('depositLimitReached');
});

test('self-exclusion is confirmed with its end date, logs the player out, and login is then refused', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const player = await createPlayer(request, DOMAIN);
  await logInThroughApi(page, DOMAIN, player);
  await page.goto(PAGE);

  const section = page.locator('section', {
    has: page.getByRole('heading', { name: ui('protection.exclusion.title') }),
  });
  await section.getByRole('radio', { name: new RegExp(ui('protection.exclusion.kinds.self_exclusion.name')) }).check();
  const length = section.getByLabel(ui('protection.exclusion.lengthLabel'));
  await expect(length).toHaveValue(String(PROTECTION_RULES.selfExclusionMinDays));
  await section.getByRole('button', { name: ui('protection.exclusion.continue') }).click();

  // The confirmation says until when, and what it means, before anything starts; focus is on its answer.
  const confirm = section.getByRole('group', { name: ui('protection.exclusion.confirmTitle') });
  const end = new Date(Date.now() + PROTECTION_RULES.selfExclusionMinDays * 24 * 60 * 60 * 1000);
  const endDay = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(end);
  await expect(confirm).toContainText(endDay);
  const [, consequence = ''] = ui('protection.exclusion.confirmSelfExclusion', { date: 'DATE' }).split('DATE');
  await expect(confirm).toContainText(consequence.trim());
  const yes = confirm.getByRole('button', { name: ui('protection.exclusion.confirmYesSelfExclusion') });
  await expect(yes).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');

  // Home, logged out, with the message, and no error dialog.
  await expect(page).toHaveURL(englishUrl(DOMAIN, '/'));
  await expect(playerBar(page)).toHaveCount(0);
  const toast = page.locator('[data-slot="toast"]');
  await expect(toast.locator('[data-slot="toast-title"]')).toHaveText(ui('protection.exclusion.startedSelfExclusion'));
  await expect(toast.locator('[data-slot="toast-text"]')).toContainText(endDay);
  await expect(page.getByRole('dialog', { name: errorText('errorTitle') })).toHaveCount(0);
  await expect(page.locator('[data-slot="toast"][data-tone="warning"]')).toHaveCount(0);

  await page.goto(englishUrl(DOMAIN, '/login'));
  const panel = formPanel(page);
  await submitPasswordLogin(panel, player);
  await expect(panel.getByRole('alert')).toContainText(errorText('selfExcluded'));
  await expect(playerBar(page)).toHaveCount(0);
});

test('the reality check opens every interval from the session start, with time and net result', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  const player = await createPlayer(request, DOMAIN);
  await logInThroughUi(page, DOMAIN, player);
  await page.goto(PAGE);

  const section = page.locator('section', { has: page.getByRole('heading', { name: ui('protection.session.title') }) });
  // Option values are minutes; 15 is the shortest interval on offer.
  await section.getByLabel(ui('protection.session.realityLabel')).selectOption('15');
  await expect(section.getByLabel(ui('protection.session.realityLabel'))).toHaveValue('15');
  await section.getByRole('button', { name: ui('protection.session.save') }).click();
  await expect(section.getByText(ui('protection.session.saved'))).toBeVisible();

  // Across a navigation: the check is counted from the session's start, not from the page.
  await page.goto(englishUrl(DOMAIN, '/'));
  await expect(sessionClock(page)).toBeVisible();
  await page.clock.fastForward('15:00');

  const dialog = page.getByRole('dialog', { name: ui('protection.realityCheck.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-slot="reality-check-elapsed"]')).toHaveText(/^0:15:\d\d$/);
  await expect(dialog.getByText(ui('protection.realityCheck.net'))).toBeVisible();
  await expect(dialog.locator('[data-slot="reality-check-net"]')).toHaveText('0');
  await expect(dialog.getByRole('link', { name: ui('protection.realityCheck.betHistory') })).toBeVisible();
  await expect(dialog.getByRole('link', { name: ui('protection.realityCheck.transactions') })).toBeVisible();
  await expect(dialog.getByRole('button', { name: ui('protection.realityCheck.stop') })).toBeVisible();
  await expect(sessionClock(page)).toHaveText(/^0:15:\d\d$/);
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: ui('protection.realityCheck.continue') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(playerBar(page)).toBeVisible();
});

test('the header shows the session clock to a player on every page', async ({ page, request }) => {
  const player = await createPlayer(request, DOMAIN);
  await logInThroughUi(page, DOMAIN, player);
  const clock = sessionClock(page);
  await expect(clock).toHaveText(/^0:0\d:\d\d$/);
  await expect(clock).toHaveAttribute('aria-live', 'off');
  await page.goto(PAGE);
  await expect(clock).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Not for guests.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(siteUrl(DOMAIN, '/en'));
  await expect(page.getByRole('timer')).toHaveCount(0);
});
