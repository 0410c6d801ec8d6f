import type { Locator, Page } from '@playwright/test';
import { bonusLine, formPanel, headerBalance, headerBonus, hydrated, logInThroughUi, ui } from '../support/auth-ui.ts';
import { expect, test } from '../support/fixtures.ts';
import { depositStakeLeft, gameCall, gameText, openDemoGame, openDiceDuel } from '../support/games.ts';
import { callFromPage, decidePayment } from '../support/operator.ts';
import { createPlayer } from '../support/players.ts';
import { englishUrl } from '../support/tenants.ts';

// The bonus farmer of decision 0048, from outside, through the site: on slot9 he deposited, claimed the welcome
// bonus, rolled Dice Duel on "under 98" (a 1 % edge) and withdrew the deposit and the bonus with profit. Now the
// bonus is money apart from the cash, Dice Duel refuses to roll while it is active, and no withdrawal takes out
// more than the deposit: not without forfeiting the bonus, and forfeiting takes the bonus's winnings with it.
// slot9 pays in EUR; it speaks Spanish first, and English under /en.
const DOMAIN = 'slot9.localhost';
/** The smallest deposit the welcome bonus takes: staking it at the bonus's largest stake takes ten spins. */
const DEPOSIT = 20;
/** The largest stake while a bonus is active (bonus.max_stake), in cents. */
const BONUS_MAX_STAKE = 200;
test.describe.configure({ timeout: 90_000 });

const money = (amount: number) => `EUR ${new Intl.NumberFormat('en-US').format(amount)}`;

/** A formatted amount ("€40.00", "EUR 1,234.5") as a number of cents. */
async function cents(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const number = text.replace(/[^\d.-]/g, '');
  expect(number, text).toMatch(/^-?\d+(\.\d+)?$/);
  return Math.round(Number(number) * 100);
}

/** The player's cash and bonus money, in cents, as the site's balance call answers them. */
async function wallet(page: Page): Promise<{ cash: number; bonus: number }> {
  const answer = await callFromPage(page, '/api/auth/get_balance', {});
  return { cash: Math.round(Number(answer.game_balance) * 100), bonus: Math.round(Number(answer.bonus_balance) * 100) };
}

test('a bonus farmer can neither roll Dice Duel on the bonus nor withdraw more than the deposit', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, DOMAIN);
  await logInThroughUi(page, DOMAIN, player);
  const made = await callFromPage(page, '/api/payment/deposit', { method_code: 'bank_transfer', amount: DEPOSIT });
  expect(made.statusCode, JSON.stringify(made)).toBe(1);
  await decidePayment('approve', (made.value as { request_id: string }).request_id);

  await page.goto(englishUrl(DOMAIN, '/promotions'));
  const title = ui('promotions.defaultTitle', { percent: '100', max: money(500) });
  const card = page.locator('[data-slot="promotion-card"]', { has: page.getByRole('heading', { name: title }) });
  await (await hydrated(card.getByRole('button', { name: ui('promotions.claimNamed', { title }) }))).click();
  await expect(card.getByRole('status')).toHaveText(ui('promotions.claimedOk', { bonus: money(DEPOSIT) }));
  await expect(headerBonus(page)).toContainText(bonusLine(String(DEPOSIT)));
  await expect(headerBalance(page)).toHaveText(money(DEPOSIT));

  // Dice Duel counts nothing towards a bonus, so it does not roll while one is active: the game says so in its own
  // words, and the balance it shows (cash and bonus together) does not move.
  const dice = await openDiceDuel(page, DOMAIN, BONUS_MAX_STAKE);
  const shown = dice.frame.locator('#balance');
  await expect.poll(() => cents(shown)).toBe(2 * DEPOSIT * 100);
  await dice.roll.click();
  await expect(dice.status).toHaveText(gameText('bonusGameExcluded'));
  await expect(dice.roll).toBeEnabled();
  expect(await cents(shown)).toBe(2 * DEPOSIT * 100);
  expect(await wallet(page)).toEqual({ cash: DEPOSIT * 100, bonus: DEPOSIT * 100 });

  // The slot takes at most 2.00 a spin while the bonus is active; at that stake the deposit is staked, with the cash
  // first, so the bonus money stays whole.
  const slot = await openDemoGame(page, 'lucky-sevens');
  const high = await gameCall(page, 'slot/spin', { play: slot.play, stake: 5000 });
  expect(high.message).toBe('bonusStakeTooHigh');
  for (let spin = 0; spin < (DEPOSIT * 100) / BONUS_MAX_STAKE; spin++) {
    const spun = await gameCall(page, 'slot/spin', { play: slot.play, stake: BONUS_MAX_STAKE });
    expect(spun.ok, JSON.stringify(spun)).toBe(true);
  }
  expect(await depositStakeLeft(page)).toBe(0);
  const { cash, bonus } = await wallet(page);
  expect(bonus).toBe(DEPOSIT * 100);

  // The withdrawal page offers the cash only, and warns that a withdrawal forfeits the bonus (and what the cash has
  // won since it began), behind a box to tick.
  const bank = await callFromPage(page, '/api/payment/add_bank', {
    bank_name: 'Santander',
    account_name: 'Ada Lovelace',
    account_number: '1234567890',
  });
  expect(bank.statusCode).toBe(1);
  await page.goto(englishUrl(DOMAIN, '/withdrawal'));
  const panel = formPanel(page);
  await hydrated(panel.locator('form'));
  await expect(panel.locator('[data-slot="money-balance"]')).toContainText(money(cash / 100));
  const winnings = Math.max(0, cash - DEPOSIT * 100) / 100;
  await expect(panel.locator('[data-slot="bonus-forfeit-warning"]')).toHaveText(
    winnings > 0
      ? ui('bonus.forfeit.withWinnings', { bonus: money(DEPOSIT), winnings: money(winnings) })
      : ui('bonus.forfeit.bonusOnly', { bonus: money(DEPOSIT) }),
  );
  await expect(panel.getByRole('checkbox', { name: ui('bonus.forfeit.confirm') })).not.toBeChecked();

  // Asked from the page as a script would ask it: the deposit and the bonus together are refused while the bonus
  // is kept, and once it is forfeited (with its winnings) only the deposit is left, so they are refused again.
  const bankId = (bank.value as { bank_id: string }).bank_id;
  const everything = { bank_id: bankId, amount: 2 * DEPOSIT };
  const kept = await callFromPage(page, '/api/payment/withdraw', everything);
  expect(kept).toMatchObject({ message: 'bonusActive', params: { bonus: DEPOSIT, winnings } });
  const forfeited = await callFromPage(page, '/api/payment/withdraw', { ...everything, forfeit_bonus: true });
  expect(forfeited.message).toBe('insufficientFunds');

  // Neither went through: the cash and the bonus are as they were.
  expect(await wallet(page)).toEqual({ cash, bonus: DEPOSIT * 100 });
  await page.reload();
  await expect(headerBonus(page)).toContainText(bonusLine(String(DEPOSIT)));
  await expect(panel.getByText(ui('money.withdraw.none'))).toBeVisible();
});
