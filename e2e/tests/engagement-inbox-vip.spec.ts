import type { Page } from '@playwright/test';
import {
  bonusLine,
  formPanel,
  headerBalance,
  headerBonus,
  hydrated,
  logInThroughApi,
  logInThroughUi,
  playerBar,
  ui,
} from '../support/auth-ui.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { callFromPage, decidePayment, operatorCall } from '../support/operator.ts';
import { createPlayer } from '../support/players.ts';
import { englishUrl } from '../support/tenants.ts';

// The inbox and the VIP page against the real platform: a new player's unread count in the header, an operator's
// cash reward (paid as bonus money, decision 0048) and the welcome tokens claimed from /inbox (the header follows at
// once), and the VIP ladder whose progress bars move after an approved deposit. slot2 pays in USD and speaks English
// first.
const DOMAIN = 'slot2.localhost';
test.describe.configure({ timeout: 90_000 });

const badge = (page: Page) => playerBar(page).locator('[data-slot="inbox-badge"]');
const unreadBadge = (page: Page) => badge(page).locator('[data-slot="count-badge"]');
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test('a new player claims an operator cash reward and the welcome tokens from the inbox', async ({ page, request }) => {
  const player = await createPlayer(request, DOMAIN);
  const title = `Weekend gift ${player.account_id}`;
  const sent = await operatorCall('/api/operator/inbox', {
    domain_name: DOMAIN,
    account_id: player.account_id,
    title,
    body: 'Thanks for playing with us this week.',
    reward_kind: 'cash',
    reward_amount: 25,
  });
  expect(sent.statusCode).toBe(1);

  await logInThroughUi(page, DOMAIN, player);
  await expect(headerBalance(page)).toHaveText('USD 0');
  await expect(headerBonus(page)).toHaveCount(0);
  // The welcome message and the operator's: two unread, said in words to screen readers.
  await expect(unreadBadge(page)).toHaveText('2');
  await expect(badge(page)).toHaveAttribute('aria-label', /2/);

  await badge(page).click();
  await expect(page).toHaveURL(englishUrl(DOMAIN, '/inbox'));
  const list = formPanel(page).locator('[data-slot="inbox-list"]');
  await expect(list.locator('[data-slot="inbox-item"]')).toHaveCount(2);
  await expect(list.getByText(ui('inbox.unread'), { exact: true })).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);

  // Opening a message reads it: the header's count drops at once.
  await hydrated(list.getByRole('button', { name: new RegExp(title) }));
  await list.getByRole('button', { name: new RegExp(title) }).click();
  const gift = dialog(page, title);
  await expect(gift).toContainText('Thanks for playing with us this week.');
  await expect(unreadBadge(page)).toHaveText('1');
  await gift.getByRole('button', { name: ui('inbox.claimCash', { amount: 'USD 25' }) }).click();
  await expect(gift.getByRole('status')).toHaveText(ui('inbox.claimedCash', { amount: 'USD 25' }));
  await expect(gift.getByText(ui('inbox.claimed'), { exact: true })).toBeVisible();
  // A cash gift is bonus money: the cash stays, and the bonus shows under it.
  await expect(headerBonus(page)).toContainText(bonusLine('25'));
  await expect(headerBalance(page)).toHaveText('USD 0');
  await page.keyboard.press('Escape');
  await expect(gift).toBeHidden();

  // The welcome gift, opened from the keyboard.
  const welcome = ui('inbox.templates.welcome.title');
  await list.getByRole('button', { name: new RegExp(welcome) }).focus();
  await page.keyboard.press('Enter');
  const greeting = dialog(page, welcome);
  await greeting.getByRole('button', { name: /5/ }).click();
  await expect(greeting.getByRole('status')).toContainText('5');
  await expect(playerBar(page).locator('[data-slot="tokens"]')).toContainText('5');
  await expect(unreadBadge(page)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A second claim of the same reward pays nothing.
  const again = await callFromPage(page, '/api/settings/claim_inbox', { inbox_id: sent.inbox_id });
  expect(again.message).toBe('alreadyClaimed');
  await page.reload();
  await expect(headerBonus(page)).toContainText(bonusLine('25'));
  await expect(headerBalance(page)).toHaveText('USD 0');
});

test('the VIP ladder for guests, and a player whose progress bars move after an approved deposit', async ({
  page,
  request,
}) => {
  await page.goto(englishUrl(DOMAIN, '/vip'));
  const panel = formPanel(page);
  await expect(panel.getByRole('heading', { level: 1 })).toHaveText(ui('vip.title'));
  await expect(panel.locator('[data-slot="vip-level"]')).toHaveCount(5);
  await expect(panel.getByText(ui('vip.guest'))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const player = await createPlayer(request, DOMAIN);
  await logInThroughApi(page, DOMAIN, player);
  await page.goto(englishUrl(DOMAIN, '/vip'));
  const depositBar = panel.getByRole('progressbar', { name: ui('vip.deposit') });
  await expect(panel.getByText(ui('vip.currentLevel', { level: 'Bronze' }))).toBeVisible();
  await expect(depositBar).toHaveAttribute('aria-valuenow', '0');
  const mine = panel.locator('[data-slot="vip-level"][data-current]');
  await expect(mine).toContainText('Bronze');
  await expect(mine).toContainText(ui('vip.yourLevel'));

  const made = await callFromPage(page, '/api/payment/deposit', { method_code: 'bank_transfer', amount: 500 });
  expect(made.statusCode).toBe(1);
  await decidePayment('approve', (made.value as { request_id: string }).request_id);
  await page.reload();
  // Silver needs USD 1,000 deposited: half way there.
  await expect(depositBar).toHaveAttribute('aria-valuenow', '50');
  await expect(panel.getByText(ui('vip.progressDetail', { done: 'USD 500', target: 'USD 1,000' }))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
