import type { Locator, Page } from '@playwright/test';
import { field, formPanel, headerBalance, hydrated, logInThroughApi, logInThroughUi, ui } from '../support/auth-ui.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { gameFrame, LARGEST_STAKE, rollDiceDuelOnPage } from '../support/games.ts';
import { callFromPage, decidePayment, operatorCall } from '../support/operator.ts';
import { callSite, createPlayer, type TestPlayer } from '../support/players.ts';
import { siteUrl } from '../support/sites.ts';
import { englishUrl, literally, message } from '../support/tenants.ts';

// The player's payment pages against the real platform: adding a bank (with the SPEC 5 filters), a deposit
// followed from pending to approved (demo mode approves after 3 s), a withdrawal (once the deposit is staked, as
// decision 0048 asks) held at once and decided by the operator, the limits refused in words, and /banking for
// guests. casino6 pays in MYR and speaks Malay first.
const DOMAIN = 'casino6.localhost';
const CURRENCY = 'MYR';
// Each test is a whole journey against the real platform (a deposit alone waits 3 s for its approval).
test.describe.configure({ timeout: 90_000 });

const BANK = { name: 'Maybank', holder: 'Ada Lovelace', number: '1234567890', masked: '******7890' };

type Method = { method_code: string; method_name: string; min_amount: number; max_amount: number; deposit: boolean };

/** The site's payment methods, as its pages get them. */
async function methods(request: Parameters<typeof callSite>[0]): Promise<Method[]> {
  const answer = await callSite(request, DOMAIN, '/api/payment/methods');
  expect(answer.statusCode).toBe(1);
  return answer.value as Method[];
}

/** An amount as the pages write it in English: "MYR 90,000". */
const money = (amount: number) => `${CURRENCY} ${new Intl.NumberFormat('en-US').format(amount)}`;

/** A formatted amount ("MYR 1,234.5", "RM 50.51") as a number of cents. */
async function cents(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const number = text.replace(/[^\d.-]/g, '');
  expect(number, text).toMatch(/^-?\d+(\.\d+)?$/);
  return Math.round(Number(number) * 100);
}

/** The player's pending requests of one type, from the operator's list. */
async function pendingOf(player: TestPlayer, type: 'deposit' | 'withdrawal') {
  const answer = await operatorCall(`/api/operator/payments/${DOMAIN}/pending`);
  const requests = answer.value as { request_id: string; account_id: string; type: string }[];
  return requests.filter((r) => r.account_id === player.account_id && r.type === type);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** A new player of casino6, logged in through the site. */
async function newPlayer(page: Page, request: Parameters<typeof callSite>[0]): Promise<TestPlayer> {
  const player = await createPlayer(request, DOMAIN);
  await logInThroughUi(page, DOMAIN, player);
  return player;
}

const amountField = (scope: Locator) => scope.getByLabel(ui('money.amount.label', { currency: CURRENCY }));
const resultOf = (page: Page) => page.locator('[data-slot="money-status"]');

/** Deposits `amount` by bank transfer through /deposit and waits until the page says it was approved. */
async function depositThroughUi(page: Page, amount: number): Promise<void> {
  await page.goto(englishUrl(DOMAIN, '/deposit'));
  const panel = formPanel(page);
  await hydrated(panel.locator('form'));
  await panel.getByRole('radio', { name: /Bank transfer/ }).check();
  await amountField(panel).fill(String(amount));
  await panel.getByRole('button', { name: ui('money.deposit.submit'), exact: true }).click();
  await expect(resultOf(page)).toContainText(ui('money.deposit.approvedTitle'), { timeout: 15_000 });
}

/** Saves the demo bank through /add-bank. */
async function addBankThroughUi(page: Page): Promise<void> {
  await page.goto(englishUrl(DOMAIN, '/add-bank'));
  const panel = formPanel(page);
  await hydrated(panel.locator('form'));
  await field(panel, 'money.addBank.bankName').fill(BANK.name);
  await field(panel, 'money.addBank.accountName').fill(BANK.holder);
  await field(panel, 'money.addBank.accountNumber').fill(BANK.number);
  await panel.getByRole('button', { name: ui('money.addBank.submit') }).click();
  await expect(page).toHaveURL(englishUrl(DOMAIN, '/bank-details'));
}

test('withdrawing without a bank points to /add-bank, whose filters and rules keep bad input out', async ({
  page,
  request,
}) => {
  await newPlayer(page, request);

  await page.goto(englishUrl(DOMAIN, '/withdrawal'));
  const panel = formPanel(page);
  await expect(panel.getByRole('heading', { level: 1 })).toHaveText(ui('account.pages.withdrawal'));
  await expect(panel.getByText(ui('money.withdraw.noBank'))).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByRole('link', { name: ui('money.withdraw.addBank') }).click();
  await expect(page).toHaveURL(/\/add-bank\?next=%2Fwithdrawal$/);

  await expect(panel.getByRole('heading', { level: 1 })).toHaveText(ui('account.pages.addBank'));
  await hydrated(panel.locator('form'));
  const number = field(panel, 'money.addBank.accountNumber');
  const holder = field(panel, 'money.addBank.accountName');
  // SPEC 5: refused characters never reach the field.
  await number.pressSequentially('12ab-3');
  await expect(number).toHaveValue('123');
  await holder.pressSequentially('Ada L0velace!');
  await expect(holder).toHaveValue('Ada Lvelace');
  await panel.getByRole('button', { name: ui('money.addBank.submit') }).click();
  await expect(panel.getByText(message('en', 'validation', 'required'))).toBeVisible();
  await expect(panel.getByText(message('en', 'validation', 'accountNumberLength'))).toBeVisible();
  await expect(field(panel, 'money.addBank.bankName')).toBeFocused();
  await expectNoAxeViolations(page);

  await field(panel, 'money.addBank.bankName').fill(BANK.name);
  await holder.fill(BANK.holder);
  await number.fill(BANK.number);
  await panel.getByRole('button', { name: ui('money.addBank.submit') }).click();
  // Back where the player came from, the new bank ready to be chosen.
  await expect(page).toHaveURL(englishUrl(DOMAIN, '/withdrawal'));
  await expect(
    panel.getByRole('radio', { name: new RegExp(`${BANK.name}.*${literally(BANK.masked).source}`) }),
  ).toBeChecked();

  await page.goto(englishUrl(DOMAIN, '/bank-details'));
  const card = panel.locator('[data-slot="bank-card"]');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(BANK.name);
  await expect(card).toContainText(BANK.holder);
  await expect(card).toContainText(BANK.masked);
  await expectNoAxeViolations(page);

  // Removing asks once more; cancelling keeps the bank.
  await card.getByRole('button', { name: ui('money.banks.remove') }).click();
  await card.getByRole('button', { name: ui('money.banks.removeNo') }).click();
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: ui('money.banks.remove') }).click();
  await card.getByRole('button', { name: ui('money.banks.removeYes') }).click();
  await expect(panel.getByText(ui('money.banks.removed'))).toBeVisible();
  await expect(panel.getByText(ui('money.banks.none'))).toBeVisible();
});

test('a deposit shows pending, then approved, and the header balance goes up by the amount', async ({
  page,
  request,
}) => {
  const bank = (await methods(request)).find((m) => m.method_code === 'bank_transfer');
  if (!bank) throw new Error('casino6 has no bank transfer');
  await newPlayer(page, request);
  await expect(headerBalance(page)).toHaveText(money(0));

  await page.goto(englishUrl(DOMAIN, '/deposit'));
  const panel = formPanel(page);
  await expect(panel.getByRole('heading', { level: 1 })).toHaveText(ui('account.pages.deposit'));
  await expect(panel.getByRole('link', { name: ui('money.deposit.setLimits') })).toHaveAttribute(
    'href',
    /\/responsible-gaming$/,
  );
  await expect(panel.getByRole('link', { name: ui('money.deposit.history') })).toHaveAttribute(
    'href',
    /\/transaction-history$/,
  );
  await hydrated(panel.locator('form'));
  await panel.getByRole('radio', { name: /Bank transfer/ }).check();
  await expect(
    panel.getByText(ui('money.amount.limits', { min: money(bank.min_amount), max: money(bank.max_amount) })),
  ).toBeVisible();

  // Above the method's maximum, and not a number at all: refused in words, nothing sent.
  const amount = amountField(panel);
  const submit = panel.getByRole('button', { name: ui('money.deposit.submit'), exact: true });
  await amount.fill(String(bank.max_amount + 1));
  await submit.click();
  await expect(panel.getByText(ui('money.problems.amountAboveMax', { max: money(bank.max_amount) }))).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('12abc');
  await submit.click();
  await expect(panel.getByText(ui('money.problems.amountFormat'))).toBeVisible();
  await expectNoAxeViolations(page);

  // A one-tap amount fills the field; a double click still makes one deposit.
  await panel.getByRole('button', { name: '100', exact: true }).click();
  await expect(amount).toHaveValue('100');
  await amount.fill('150');
  await submit.dblclick();
  const result = resultOf(page);
  await expect(result).toHaveAttribute('role', 'status');
  await expect(result).toContainText(ui('money.deposit.pendingTitle'));
  await expect(result).toContainText(ui('money.deposit.pending', { amount: money(150), method: bank.method_name }));
  await expectNoAxeViolations(page);
  await expect(result).toContainText(ui('money.deposit.approvedTitle'), { timeout: 15_000 });
  await expect(result).toContainText(ui('money.deposit.approved', { amount: money(150) }));
  await expect(headerBalance(page)).toHaveText(money(150));
  const deposits = await callFromPage(page, '/api/payment/transactions', { type: 'deposit', page: 1, per_page: 10 });
  expect(deposits.total).toBe(1);
  await expectNoAxeViolations(page);
});

test('a withdrawal holds the amount at once and shows the operator decision', async ({ page, request }) => {
  const player = await newPlayer(page, request);
  await depositThroughUi(page, 200);
  await expect(headerBalance(page)).toHaveText(money(200));
  await addBankThroughUi(page);

  // A deposit must be staked once before any withdrawal: the page says how much, and the player plays it through.
  await page.goto(englishUrl(DOMAIN, '/withdrawal'));
  const panel = formPanel(page);
  const stakeFirst = panel.getByText(ui('bonus.depositTurnover', { amount: money(200) }));
  await expect(stakeFirst).toBeVisible();
  await rollDiceDuelOnPage(page, DOMAIN, 200 / (LARGEST_STAKE / 100));
  // What the rolls left, as the game and the header both show it.
  const balance = await cents(gameFrame(page).locator('#balance'));
  await expect.poll(() => cents(headerBalance(page))).toBe(balance);
  const after = (withdrawn: number) => money((balance - withdrawn * 100) / 100);

  await page.goto(englishUrl(DOMAIN, '/withdrawal'));
  await hydrated(panel.locator('form'));
  await expect(panel.locator('[data-slot="money-balance"]')).toContainText(money(balance / 100));
  await expect(stakeFirst).toHaveCount(0);
  await expect(panel.getByText(ui('money.withdraw.none'))).toBeVisible();
  const amount = amountField(panel);
  const submit = panel.getByRole('button', { name: ui('money.withdraw.submit') });

  // More than the balance is refused before it is sent.
  await amount.fill(String(Math.ceil(balance / 100) + 50));
  await submit.click();
  await expect(
    panel.getByText(ui('money.problems.amountAboveBalance', { balance: money(balance / 100) })),
  ).toBeVisible();

  await amount.fill('60');
  await submit.click();
  await expect(
    panel.getByText(ui('money.withdraw.done', { amount: money(60), bank: `${BANK.name} ${BANK.masked}` })),
  ).toBeVisible();
  // Held at once: the header shows the balance without it before any decision.
  await expect(headerBalance(page)).toHaveText(after(60));
  const list = panel.locator('[data-slot="money-request"]');
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText(money(60));
  await expect(list.first()).toContainText(ui('money.status.pending'));
  await expectNoAxeViolations(page);

  const [approved] = await pendingOf(player, 'withdrawal');
  if (!approved) throw new Error('the withdrawal is not pending');
  await decidePayment('approve', approved.request_id);

  // A second one rejected with a reason: its amount comes back.
  await amount.fill('40');
  await submit.click();
  await expect(headerBalance(page)).toHaveText(after(100));
  const [rejected] = await pendingOf(player, 'withdrawal');
  if (!rejected) throw new Error('the second withdrawal is not pending');
  await decidePayment('reject', rejected.request_id, 'Name mismatch');

  await page.reload();
  await expect(list).toHaveCount(2);
  await expect(list.nth(0)).toContainText(money(40));
  await expect(list.nth(0)).toContainText(ui('money.status.rejected'));
  await expect(list.nth(0)).toContainText(ui('money.reason', { reason: 'Name mismatch' }));
  await expect(list.nth(1)).toContainText(money(60));
  await expect(list.nth(1)).toContainText(ui('money.status.approved'));
  await expect(headerBalance(page)).toHaveText(after(60));
  await expectNoAxeViolations(page);
});

test('/banking shows every payment method and its limits to a guest', async ({ page, request }) => {
  const all = await methods(request);
  await page.goto(englishUrl(DOMAIN, '/banking'));
  const panel = formPanel(page);
  await expect(panel.getByRole('heading', { level: 1 })).toHaveText(ui('account.pages.banking'));
  // The operator's CMS text for banking.
  await expect(panel.locator('[data-slot="cms-body"]')).toContainText('Deposits are credited within minutes');
  const rows = panel.locator('[data-slot="money-table"] tbody tr');
  await expect(rows).toHaveCount(all.length);
  for (const method of all) {
    const row = rows.filter({ hasText: method.method_name });
    const limits = ui('money.banking.range', { min: money(method.min_amount), max: money(method.max_amount) });
    await expect(row.getByRole('cell').first()).toHaveText(method.deposit ? limits : ui('money.banking.notOffered'));
  }
  await expect(panel.getByRole('link', { name: ui('money.banking.depositNow') })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the deposit page speaks the language of its address', async ({ page, request }) => {
  await newPlayer(page, request);
  await page.goto(siteUrl(DOMAIN, '/cn/deposit'));
  const panel = formPanel(page);
  const cn = (key: string, values?: Record<string, string>) => message('cn', 'ui', key, values);
  await expect(panel.getByRole('heading', { level: 1 })).toHaveText(cn('account.pages.deposit'));
  await expect(panel.getByText(cn('money.deposit.intro'))).toBeVisible();
  await expect(panel.getByRole('group', { name: cn('money.deposit.methods') })).toBeVisible();
  await expect(panel.getByLabel(cn('money.amount.label', { currency: CURRENCY }))).toBeVisible();
  await expect(panel.getByRole('button', { name: cn('money.deposit.submit'), exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the deposit page shows its methods and passes axe in a light and a dark template', async ({
  page,
  request,
}, testInfo) => {
  for (const domain of [DOMAIN, 'slot2.localhost', 'localhost']) {
    const player = await createPlayer(request, domain);
    await page.context().clearCookies();
    await logInThroughApi(page, domain, player);
    await page.goto(englishUrl(domain, '/deposit'));
    const panel = formPanel(page);
    await hydrated(panel.locator('form'));
    await expect(panel.locator('[data-slot="method-card"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`deposit-${domain}.png`), fullPage: true });
  }
});
