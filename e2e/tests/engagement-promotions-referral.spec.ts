import type { Page } from '@playwright/test';
import {
  bonusLine,
  errorText,
  field,
  formPanel,
  headerBalance,
  headerBonus,
  hydrated,
  logInThroughApi,
  logInThroughUi,
  submitRegistration,
  ui,
} from '../support/auth-ui.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, openTab, test } from '../support/fixtures.ts';
import { callFromPage, decidePayment } from '../support/operator.ts';
import { createPlayer, latestCode, newPlayer } from '../support/players.ts';
import { siteUrl } from '../support/sites.ts';
import { englishUrl } from '../support/tenants.ts';

// Promotions and referral against the real platform: a fresh player deposits, claims the default welcome bonus
// (100% up to 500, paid as bonus money and wagered 35 times, decision 0048), is warned that a withdrawal forfeits
// it and is refused one in words while the deposit is unstaked; a referrer copies their link, a new browser
// registers with it and the referrer sees the referral. localhost pays in USD and reads English first.
const DOMAIN = 'localhost';
test.describe.configure({ timeout: 90_000 });

const money = (amount: number) => `USD ${new Intl.NumberFormat('en-US').format(amount)}`;

/** A deposit made from the page and approved by the operator at once. */
async function depositApproved(page: Page, amount: number): Promise<void> {
  const made = await callFromPage(page, '/api/payment/deposit', { method_code: 'bank_transfer', amount });
  expect(made.statusCode).toBe(1);
  await decidePayment('approve', (made.value as { request_id: string }).request_id);
}

test('a new player claims the welcome bonus after a deposit: bonus money apart, and a withdrawal asks to forfeit it', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, DOMAIN);
  await logInThroughUi(page, DOMAIN, player);
  await depositApproved(page, 100);

  await page.goto(englishUrl(DOMAIN, '/promotions'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('promotions.title'));
  const title = ui('promotions.defaultTitle', { percent: '100', max: money(500) });
  const card = page.locator('[data-slot="promotion-card"]', { has: page.getByRole('heading', { name: title }) });
  const claim = card.getByRole('button', { name: ui('promotions.claimNamed', { title }) });
  await (await hydrated(claim)).click();
  await expect(card.getByRole('status')).toHaveText(ui('promotions.claimedOk', { bonus: money(100) }));
  // The bonus is held apart from the cash: the header shows the deposit as cash and the bonus under it.
  await expect(headerBonus(page)).toContainText(bonusLine('100'));
  await expect(headerBalance(page)).toHaveText(money(100));
  // 35 × the bonus to wager, none of it done yet.
  const wagering = ui('promotions.wageringDetail', { done: money(0), required: money(3500), remaining: money(3500) });
  await expect(card.getByText(wagering)).toBeVisible();
  const bonusPanel = page.getByRole('region', { name: ui('bonus.title') });
  await expect(bonusPanel).toBeVisible();
  await expect(bonusPanel.getByRole('progressbar', { name: ui('bonus.wageringLabel'), exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await card.getByRole('link', { name: ui('promotions.detailsOf', { title }) }).click();
  await expect(page).toHaveURL(englishUrl(DOMAIN, '/promotions/welcome-bonus'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(ui('promotions.terms.wagering', { multiplier: '35' }))).toBeVisible();
  await expect(page.getByText(wagering)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const bank = await callFromPage(page, '/api/payment/add_bank', {
    bank_name: 'Chase',
    account_name: 'Ada Lovelace',
    account_number: '1234567890',
  });
  expect(bank.statusCode).toBe(1);
  await page.goto(englishUrl(DOMAIN, '/withdrawal'));
  const panel = formPanel(page);
  await hydrated(panel.locator('form'));
  // Withdrawing now would forfeit the bonus: the page says so and asks the player to confirm it; and the deposit
  // has not been staked yet.
  await expect(panel.locator('[data-slot="bonus-forfeit-warning"]')).toHaveText(
    ui('bonus.forfeit.bonusOnly', { bonus: money(100) }),
  );
  const forfeit = panel.getByRole('checkbox', { name: ui('bonus.forfeit.confirm') });
  await expect(forfeit).not.toBeChecked();
  await expect(panel.getByText(ui('bonus.depositTurnover', { amount: money(100) }))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const submit = panel.getByRole('button', { name: ui('money.withdraw.submit'), exact: true });
  await panel.getByLabel(ui('money.amount.label', { currency: 'USD' })).fill('50');
  await submit.click();
  await expect(panel.getByText(ui('bonus.forfeit.required'))).toBeVisible();
  await expect(forfeit).toHaveAttribute('aria-invalid', 'true');
  await expect(forfeit).toBeFocused();

  // Confirmed, the platform still refuses: the deposit must be staked once first.
  await forfeit.check();
  await expect(panel.getByText(ui('bonus.forfeit.required'))).toHaveCount(0);
  await submit.click();
  await expect(panel.getByText(errorText('wageringIncomplete'))).toBeVisible();
  // What is left to stake stands above the form, once: the refusal adds no second sentence about a bonus.
  await expect(panel.getByText(ui('bonus.depositTurnover', { amount: money(100) }))).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  // Nothing was forfeited by the refused request: the bonus and the cash are where they were.
  await page.reload();
  await expect(headerBonus(page)).toContainText(bonusLine('100'));
  await expect(headerBalance(page)).toHaveText(money(100));
  await expect(panel.getByText(ui('money.withdraw.none'))).toBeVisible();
});

test('a guest is asked to log in to claim', async ({ page }) => {
  await page.goto(englishUrl(DOMAIN, '/promotions/welcome-bonus'));
  await expect(page.getByRole('link', { name: ui('promotions.loginToClaim') })).toBeVisible();
});

test('a referrer copies the link, a new browser registers with it, and the referral is listed', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await openTab(context);
  const referrer = await createPlayer(request, DOMAIN);
  await logInThroughApi(page, DOMAIN, referrer);

  await page.goto(englishUrl(DOMAIN, '/referral'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('referral.title'));
  const copy = page.getByRole('button', { name: ui('referral.copy') });
  await (await hydrated(copy)).click();
  await expect(page.getByRole('status').filter({ hasText: ui('referral.copied') })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${siteUrl(DOMAIN, '/register?ref=')}[0-9A-F]{8}$`.replace('?', '\\?')));
  await expect(page.getByLabel(ui('referral.linkLabel'))).toHaveValue(link);
  // Named by the service it shows, described by what it does: the new tab is said before it opens.
  const whatsapp = page.getByRole('link', { name: ui('referral.services.whatsapp'), exact: true });
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAccessibleDescription(ui('referral.shareOn.whatsapp'));
  await expect(page.getByText(ui('referral.none'))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const friendContext = await browser.newContext();
  const friendPage = await openTab(friendContext);
  const friend = newPlayer(DOMAIN);
  await friendPage.goto(link);
  const panel = formPanel(friendPage);
  await hydrated(panel.locator('form'));
  const code = link.split('ref=')[1] ?? '';
  await expect(field(panel, 'auth.fields.referrer')).toHaveValue(code);
  await submitRegistration(panel, friend);
  await expect(panel.getByRole('heading', { level: 1 })).toHaveText(ui('auth.register.codeTitle'));
  await field(panel, 'auth.fields.code').fill(await latestCode(DOMAIN, friend.account_id, 'register'));
  await panel.getByRole('button', { name: ui('auth.register.confirm') }).click();
  await expect(headerBalance(friendPage)).toBeVisible();
  await friendContext.close();

  await page.reload();
  const masked = `${friend.account_id.slice(0, 2)}***${friend.account_id.slice(-2)}`;
  await expect(page.getByRole('rowheader', { name: masked })).toBeVisible();
  await expect(page.getByRole('cell', { name: ui('referral.no'), exact: true })).toBeVisible();
  await context.close();
});
