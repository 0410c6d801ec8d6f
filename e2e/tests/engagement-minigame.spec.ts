import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  bonusLine,
  headerBalance,
  headerBonus,
  logInThroughApi,
  logInThroughUi,
  playerBar,
  ui,
} from '../support/auth-ui.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { callFromPage, operatorCall } from '../support/operator.ts';
import { createPlayer, type TestPlayer } from '../support/players.ts';
import { englishUrl } from '../support/tenants.ts';

// The prize wheel against the real platform: tokens granted by the operator, a spin on /spin decided and paid by
// the platform (a cash prize as bonus money, decision 0048), /minigame in its own layout, and no wheel on a site
// without gamification. casino6 pays in MYR.
const DOMAIN = 'casino6.localhost';
const CURRENCY = 'MYR';
/** casino4 has gamification switched off. */
const NO_GAMIFY = 'casino4.localhost';
// Each journey signs a player up and logs in through the site before it reaches the wheel.
test.describe.configure({ timeout: 60_000 });

type Spin = { spin_id: string; prize: { kind: 'cash' | 'tokens' | 'none'; amount: number } };

const tokenBalance = (page: Page) => page.locator('[data-slot="minigame-token-balance"]');
const spinButton = (page: Page) => page.locator('[data-slot="minigame-controls"] [data-slot="form-button"]');
const result = (page: Page) => page.locator('[data-slot="minigame-result"]');

async function grantTokens(player: TestPlayer, tokens: number): Promise<void> {
  const answer = await operatorCall('/api/operator/tokens', {
    domain_name: player.domain,
    account_id: player.account_id,
    tokens,
    reason: 'e2e funding',
    key: randomUUID(),
  });
  expect(answer.statusCode, JSON.stringify(answer)).toBe(1);
}

/** The words the page uses for a prize (English). */
function prizeWords(prize: Spin['prize']): string {
  if (prize.kind === 'cash') return `${CURRENCY} ${new Intl.NumberFormat('en').format(prize.amount)}`;
  if (prize.kind === 'tokens') return `${prize.amount} ${prize.amount === 1 ? 'token' : 'tokens'}`;
  return ui('minigame.prize.none');
}

test.beforeEach(async ({ page }) => {
  // The wheel stops at once: the journey checks the outcome, not the animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a player with tokens spins on /spin: the cost leaves, the prize is told and paid once', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, DOMAIN);
  await logInThroughUi(page, DOMAIN, player);
  await grantTokens(player, 3);
  const wallet = async () => {
    const answer = await callFromPage(page, '/api/auth/get_balance', {});
    return { cash: answer.game_balance as number, bonus: answer.bonus_balance as number };
  };
  const before = await wallet();

  await page.goto(englishUrl(DOMAIN, '/spin'));
  // Inside the site's own layout.
  await expect(playerBar(page)).toBeVisible();
  await expect(tokenBalance(page)).toHaveText('3');
  const button = spinButton(page);
  await expect(button).toHaveText('Spin for 1 token');
  await expect(page.locator('[data-slot="minigame-odds"] tbody tr')).toHaveCount(8);

  // A double click spins once: one request id per click, and the button is busy while the wheel turns.
  await button.dblclick();
  await expect(result(page)).toHaveText(/^(You won .+!|No prize this time\. Try again!)$/);
  const history = await callFromPage(page, '/api/minigame/history', {});
  const spins = history.value as Spin[];
  expect(spins).toHaveLength(1);
  const { prize } = spins[0]!;

  const won = prize.kind === 'tokens' ? prize.amount : 0;
  await expect(tokenBalance(page)).toHaveText(String(3 - 1 + won));
  if (prize.kind === 'none') await expect(result(page)).toHaveText(ui('minigame.result.none'));
  else await expect(result(page)).toHaveText(ui('minigame.result.won', { prize: prizeWords(prize) }));
  // A cash prize is paid as bonus money, apart from the cash, and the header shows it under the cash.
  const paid = prize.kind === 'cash' ? prize.amount : 0;
  await expect.poll(wallet).toEqual({ cash: before.cash, bonus: before.bonus + paid });
  await expect(headerBalance(page)).toHaveText(`${CURRENCY} ${new Intl.NumberFormat('en').format(before.cash)}`);
  if (paid > 0) await expect(headerBonus(page)).toContainText(bonusLine(new Intl.NumberFormat('en').format(paid)));
  else await expect(headerBonus(page)).toHaveCount(0);
  await expect(page.locator('[data-slot="minigame-recent"] li')).toHaveCount(1);
  await expect(page.locator('[data-slot="minigame-recent-prize"]')).toHaveText(prizeWords(prize));
  expect(await axeViolations(page)).toEqual([]);
});

test('/minigame has its own layout without the site header, and asks a guest to log in', async ({ page }) => {
  await page.goto(englishUrl(DOMAIN, '/minigame'));
  await expect(page.locator('[data-slot="minigame-guest"]')).toBeVisible();
  await expect(page.locator('[data-slot="header"]')).toHaveCount(0);
  await expect(page.locator('[data-slot="footer"]')).toHaveCount(0);
  await expect(page.locator('[data-slot="minigame-back"]')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('/minigame shows a player the wheel full screen, with a way back to the site', async ({ page, request }) => {
  const player = await createPlayer(request, DOMAIN);
  await logInThroughApi(page, DOMAIN, player);
  await page.goto(englishUrl(DOMAIN, '/minigame'));
  await expect(page.getByRole('heading', { level: 1, name: ui('minigame.title') })).toBeVisible();
  await expect(page.locator('[data-slot="header"]')).toHaveCount(0);
  // A new player has no tokens yet: the button says why it does not spin.
  await expect(tokenBalance(page)).toHaveText('0');
  await expect(spinButton(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('#minigame-short')).toHaveText('You need 1 token to spin.');
  expect(await axeViolations(page)).toEqual([]);

  await page.locator('[data-slot="minigame-back"]').click();
  await expect(page).toHaveURL(englishUrl(DOMAIN, '/'));
  await expect(page.locator('[data-slot="header"]')).toBeVisible();
});

test('a site without gamification has neither /spin nor /minigame', async ({ page }) => {
  for (const path of ['/spin', '/minigame']) {
    const response = await page.goto(englishUrl(NO_GAMIFY, path));
    expect(response?.status(), path).toBe(404);
  }
});
