import type { Locator, Page } from '@playwright/test';
import { formPanel, headerBalance, logInThroughUi, ui } from '../support/auth-ui.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { stakeDepositsWithDiceCalls } from '../support/games.ts';
import { type Answer, callFromPage, decidePayment } from '../support/operator.ts';
import { createPlayer } from '../support/players.ts';
import { siteUrl } from '../support/sites.ts';
import { englishUrl, message } from '../support/tenants.ts';

// The player's money histories against the real platform: deposits (approved by demo mode after 3 s), staked once
// in Dice Duel as every deposit must be before a withdrawal (decision 0048), a withdrawal approved and one rejected by
// the operator, then /transaction-history and /statement agree with each other, with the header and with the
// filters in the address. casino6 pays in MYR and speaks Malay, English and Chinese.
const DOMAIN = 'casino6.localhost';
const REASON = 'Name does not match the bank account';

/** Eight small deposits on top of the first: with two withdrawals, more than one page of SPEC 5's ten. */
const FIRST_DEPOSIT = 500;
const SMALL_DEPOSIT = 25.5;
const SMALL_DEPOSITS = 8;
const PAID_OUT = 100;
const REJECTED = 60.25;

async function expectOk(page: Page, path: string, body: object): Promise<Answer> {
  const answer = await callFromPage(page, path, body);
  expect(answer.statusCode, `${path}: ${JSON.stringify(answer)}`).toBe(1);
  return answer;
}

/** An operator decision on a request, as `npm run payments -- approve|reject` makes it. */
/** A formatted amount ("1,234.5", "-60.25") as a number of cents. */
async function cents(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const number = text.replace(/[^\d.-]/g, '');
  expect(number, text).toMatch(/^-?\d+(\.\d+)?$/);
  return Math.round(Number(number) * 100);
}

const rows = (page: Page) => page.locator('[data-slot="history-table"] tbody tr');
const count = (page: Page) => page.locator('[data-slot="history-count"]');
const pageButton = (page: Page, n: number) =>
  page.getByRole('button', { name: ui('moneyHistory.pagination.page', { page: String(n) }), exact: true });
const nextPage = (page: Page) => page.getByRole('button', { name: ui('moneyHistory.pagination.next'), exact: true });
const totals = (page: Page) => page.locator('[data-slot="history-totals"] > div');

/** The amount and balance after of every statement line on the page, newest first, in cents. */
async function statementLines(page: Page): Promise<{ kind: string; amount: number; after: number }[]> {
  const lines = [];
  for (const row of await rows(page).all()) {
    lines.push({
      kind: (await row.getAttribute('data-kind')) ?? '',
      amount: await cents(row.locator('[data-slot="statement-amount"]')),
      after: await cents(row.locator('[data-slot="statement-balance"]')),
    });
  }
  return lines;
}

test('deposits and withdrawals show in the transaction history and the statement, to the cent', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await createPlayer(request, DOMAIN);
  await logInThroughUi(page, DOMAIN, player);

  // Money in: deposits wait for demo mode's approval, then withdrawals to a saved bank.
  await expectOk(page, '/api/payment/deposit', { method_code: 'bank_transfer', amount: FIRST_DEPOSIT });
  for (let i = 0; i < SMALL_DEPOSITS; i++) {
    await expectOk(page, '/api/payment/deposit', { method_code: 'bank_transfer', amount: SMALL_DEPOSIT });
  }
  await expect
    .poll(
      async () =>
        (await expectOk(page, '/api/payment/transactions', { type: 'deposit', status: 'pending', page: 1 })).total,
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBe(0);
  // The deposits are staked through the calls Dice Duel's page makes; its bets and wins are statement lines too.
  const rounds = await stakeDepositsWithDiceCalls(page);
  const staked = rounds.reduce((sum, round) => sum + round.stake, 0);
  const won = rounds.reduce((sum, round) => sum + round.win, 0);
  /** The rounds' statement lines, newest first: each bet, and its win when it paid something. */
  const gameLines = rounds
    .flatMap(({ stake, win }) => [['bet', -stake] as const, ...(win > 0 ? [['win', win] as const] : [])])
    .reverse();
  const bank = await expectOk(page, '/api/payment/add_bank', {
    bank_name: 'Maybank',
    account_name: 'Test Player',
    account_number: '5512347890',
  });
  const bankId = (bank.value as { bank_id: string }).bank_id;
  const paid = await expectOk(page, '/api/payment/withdraw', { bank_id: bankId, amount: PAID_OUT });
  const refused = await expectOk(page, '/api/payment/withdraw', { bank_id: bankId, amount: REJECTED });
  const paidId = (paid.value as { request_id: string }).request_id;
  const refusedId = (refused.value as { request_id: string }).request_id;

  // /transaction-history: both withdrawals pending, with the bank; the deposits approved.
  await page.goto(englishUrl(DOMAIN, '/transaction-history'));
  const panel = formPanel(page);
  await expect(panel.getByRole('heading', { level: 1 })).toHaveText(ui('account.pages.transactionHistory'));
  await expect(count(page)).toContainText('11');
  await expect(rows(page)).toHaveCount(10);
  const withdrawals = rows(page).and(page.locator('[data-type="withdrawal"]'));
  await expect(withdrawals).toHaveCount(2);
  for (const row of await withdrawals.all()) {
    await expect(row.locator('[data-slot="request-status"]')).toHaveText(
      ui('moneyHistory.transactions.statuses.pending'),
    );
    await expect(row).toContainText('7890');
    await expect(row).toContainText(ui('moneyHistory.transactions.types.withdrawal'));
  }
  const deposits = rows(page).and(page.locator('[data-type="deposit"]'));
  await expect(deposits).toHaveCount(8);
  await expect(deposits.first().locator('[data-slot="request-status"]')).toHaveText(
    ui('moneyHistory.transactions.statuses.approved'),
  );
  await expect(deposits.first()).toContainText('Bank transfer');
  // SPEC 5's pagination: the oldest request, the first deposit, is alone on page 2.
  await expect(page.getByRole('navigation', { name: ui('moneyHistory.transactions.pages') })).toBeVisible();
  await pageButton(page, 2).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(rows(page)).toHaveCount(1);
  expect(await cents(rows(page).first().locator('td[data-numeric]'))).toBe(FIRST_DEPOSIT * 100);
  expect(await axeViolations(page)).toEqual([]);

  // The operator pays one out and refuses the other, with a reason.
  await decidePayment('approve', paidId);
  await decidePayment('reject', refusedId, REASON);
  await page.goto(englishUrl(DOMAIN, '/transaction-history'));
  const approvedWithdrawal = withdrawals.filter({ has: page.locator('[data-status="approved"]') });
  const rejectedWithdrawal = withdrawals.filter({ has: page.locator('[data-status="rejected"]') });
  await expect(approvedWithdrawal).toHaveCount(1);
  await expect(approvedWithdrawal.locator('[data-slot="request-status"]')).toHaveText(
    ui('moneyHistory.transactions.statuses.approved'),
  );
  expect(await cents(approvedWithdrawal.locator('td[data-numeric]'))).toBe(PAID_OUT * 100);
  await expect(rejectedWithdrawal.locator('[data-slot="request-status"]')).toHaveText(
    ui('moneyHistory.transactions.statuses.rejected'),
  );
  await expect(rejectedWithdrawal.locator('[data-slot="request-reason"]')).toHaveText(REASON);

  // Filters apply at once, go into the address and change the rows.
  await panel.getByRole('combobox', { name: ui('moneyHistory.transactions.type') }).selectOption('withdrawal');
  await expect(page).toHaveURL(/[?&]type=withdrawal\b/);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('navigation', { name: ui('moneyHistory.transactions.pages') })).toHaveCount(0);
  await panel.getByRole('combobox', { name: ui('moneyHistory.transactions.status') }).selectOption('rejected');
  await expect(page).toHaveURL(/[?&]status=rejected\b/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().locator('[data-slot="request-reason"]')).toHaveText(REASON);
  // The address alone brings the same view back.
  await page.reload();
  await expect(panel.getByRole('combobox', { name: ui('moneyHistory.transactions.status') })).toHaveValue('rejected');
  await expect(rows(page)).toHaveCount(1);
  await panel.getByRole('combobox', { name: ui('moneyHistory.transactions.type') }).selectOption('deposit');
  await expect(page).toHaveURL(/[?&]type=deposit\b/);
  await expect(page.getByText(ui('moneyHistory.transactions.empty'))).toBeVisible();
  await panel.getByRole('button', { name: ui('moneyHistory.clear') }).click();
  await expect(page).toHaveURL(englishUrl(DOMAIN, '/transaction-history'));
  await expect(rows(page)).toHaveCount(10);

  // /statement: every line of the ledger, each balance following from the one before it.
  const deposited = FIRST_DEPOSIT + SMALL_DEPOSIT * SMALL_DEPOSITS;
  const moneyIn = Math.round((deposited + REJECTED) * 100) + won;
  const moneyOut = Math.round((PAID_OUT + REJECTED) * 100) + staked;
  const lineCount = 3 + gameLines.length + SMALL_DEPOSITS + 1;
  const pages = Math.ceil(lineCount / 10);
  await page.goto(englishUrl(DOMAIN, '/statement'));
  await expect(panel.getByRole('heading', { level: 1 })).toHaveText(ui('account.pages.statement'));
  await expect(count(page)).toContainText(String(lineCount));
  await expect(rows(page)).toHaveCount(10);
  expect(await cents(totals(page).nth(0).locator('dd'))).toBe(moneyIn);
  expect(await cents(totals(page).nth(1).locator('dd'))).toBe(moneyOut);
  expect(await cents(totals(page).nth(2).locator('dd'))).toBe(moneyIn - moneyOut);
  await expect(totals(page).nth(2)).toHaveAttribute('data-sign', 'up');
  const first = await statementLines(page);
  // The newest balance is the header's, to the cent.
  await expect.poll(() => cents(headerBalance(page))).toBe(first[0]?.after);
  expect(first[0]?.after).toBe(Math.round((deposited - PAID_OUT) * 100) - staked + won);
  expect(first.slice(0, 3).map((line) => [line.kind, line.amount])).toEqual([
    ['withdrawal_release', REJECTED * 100],
    ['withdrawal_hold', -REJECTED * 100],
    ['withdrawal_hold', -PAID_OUT * 100],
  ]);
  await expect(rows(page).first().locator('[data-slot="statement-amount"]')).toHaveAttribute('data-sign', 'up');
  await expect(rows(page).nth(1).locator('[data-slot="statement-amount"]')).toHaveAttribute('data-sign', 'down');
  await expect(rows(page).first()).toContainText(ui('moneyHistory.statement.kinds.withdrawal_release'));
  await expect(rows(page).nth(1)).toContainText(ui('moneyHistory.statement.kinds.withdrawal_hold'));
  // Before the withdrawals, the newest round of the game.
  await expect(rows(page).nth(3)).toContainText(ui(`moneyHistory.statement.kinds.${gameLines[0]?.[0]}`));
  expect(await axeViolations(page)).toEqual([]);

  // The older pages, one after the other; the oldest holds what is left over.
  const lines = [...first];
  for (let n = 2; n <= pages; n++) {
    const newest = (await rows(page).first().textContent()) ?? '';
    await (n === 2 ? pageButton(page, 2) : nextPage(page)).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${n}\\b`));
    await expect(rows(page).first()).not.toHaveText(newest);
    await expect(rows(page)).toHaveCount(n === pages ? lineCount - 10 * (pages - 1) : 10);
    lines.push(...(await statementLines(page)));
  }
  expect(lines.map((line) => [line.kind, line.amount])).toEqual([
    ['withdrawal_release', REJECTED * 100],
    ['withdrawal_hold', -REJECTED * 100],
    ['withdrawal_hold', -PAID_OUT * 100],
    ...gameLines,
    ...Array(SMALL_DEPOSITS).fill(['deposit', SMALL_DEPOSIT * 100]),
    ['deposit', FIRST_DEPOSIT * 100],
  ]);
  // Each line's balance is the older line's balance plus its amount; the oldest starts from nothing.
  lines.forEach((line, i) => {
    const before = lines[i + 1]?.after ?? 0;
    expect(line.after, `line ${i}`).toBe(before + line.amount);
  });
  expect(lines.reduce((sum, line) => sum + Math.max(line.amount, 0), 0)).toBe(moneyIn);
  expect(lines.reduce((sum, line) => sum - Math.min(line.amount, 0), 0)).toBe(moneyOut);

  // A kind filter: the address, the rows and the totals follow it.
  await panel.getByRole('combobox', { name: ui('moneyHistory.statement.kind') }).selectOption('withdrawal_hold');
  await expect(page).toHaveURL(/[?&]kind=withdrawal_hold\b/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(rows(page)).toHaveCount(2);
  await expect(totals(page).nth(0).locator('dd')).toHaveText('0');
  expect(await cents(totals(page).nth(1).locator('dd'))).toBe(Math.round((PAID_OUT + REJECTED) * 100));

  // Another language of the site: Chinese, with its own words for the same lines and the filter kept.
  await page.goto(siteUrl(DOMAIN, '/cn/statement?kind=deposit'));
  const cn = (key: string) => message('cn', 'ui', key);
  await expect(panel.getByRole('heading', { level: 1 })).toHaveText(cn('account.pages.statement'));
  await expect(panel.getByRole('combobox', { name: cn('moneyHistory.statement.kind') })).toHaveValue('deposit');
  await expect(
    page.getByRole('columnheader', { name: cn('moneyHistory.statement.columns.balanceAfter') }),
  ).toBeVisible();
  await expect(rows(page)).toHaveCount(SMALL_DEPOSITS + 1);
  await expect(rows(page).first()).toContainText(cn('moneyHistory.statement.kinds.deposit'));
  expect(await axeViolations(page)).toEqual([]);
});

test('a new player sees empty histories after a failed load is retried; a guest is sent away', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const player = await createPlayer(request, DOMAIN);
  await page.goto(englishUrl(DOMAIN, '/statement'));
  await expect.poll(() => new URL(page.url()).pathname).not.toMatch(/statement$/);

  await logInThroughUi(page, DOMAIN, player);
  // A failed load says so, with a retry that loads again.
  await page.route('**/api/payment/transactions', (route) => route.abort());
  await page.goto(englishUrl(DOMAIN, '/transaction-history'));
  const failure = page.getByRole('alert').filter({ hasText: ui('moneyHistory.transactions.error') });
  await expect(failure).toBeVisible();
  await page.unroute('**/api/payment/transactions');
  await failure.getByRole('button', { name: ui('moneyHistory.retry') }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByText(ui('moneyHistory.transactions.empty'))).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await page.goto(englishUrl(DOMAIN, '/statement'));
  await expect(page.getByText(ui('moneyHistory.statement.empty'))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
