import type { Page } from '@playwright/test';
import {
  formPanel,
  headerBalance,
  hydrated,
  logInThroughApi,
  logInThroughUi,
  playerBar,
  ui,
} from '../support/auth-ui.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { callFromPage, decidePayment, PLATFORM } from '../support/operator.ts';
import { createPlayer } from '../support/players.ts';
import { englishUrl } from '../support/tenants.ts';

// Missions and the leaderboard against the real platform: a new player's approved deposit completes the daily
// deposit mission, whose tokens are claimed once on /mission; a player who played the demo slot is on the
// public leaderboard, marked as "You". slot2 pays in USD and speaks English first.
const DOMAIN = 'slot2.localhost';
test.describe.configure({ timeout: 60_000 });

/** A deposit through the site's own API, approved by the operator at once. */
async function approvedDeposit(page: Page, amount: number): Promise<void> {
  const made = await callFromPage(page, '/api/payment/deposit', { method_code: 'bank_transfer', amount });
  expect(made.statusCode, JSON.stringify(made)).toBe(1);
  await decidePayment('approve', (made.value as { request_id: string }).request_id);
}

/** Rounds of Lucky Sevens through the DEMO provider's own calls, as its page makes them: open, then spins. */
async function spinDemoSlot(page: Page, spins: number, stake: number): Promise<void> {
  const launched = await callFromPage(page, '/api/product/launch_game', {
    provider_code: 'DEMO',
    game_code: 'lucky-sevens',
  });
  expect(launched.statusCode, JSON.stringify(launched)).toBe(1);
  const launch = new URL(String(launched.url), 'http://site').searchParams.get('launch');
  const post = async (path: string, body: object) =>
    (await (
      await fetch(`${PLATFORM}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { play?: string; balance?: number };
  const { play } = await post('/demo/api/open', { launch });
  expect(play).toBeTruthy();
  for (let i = 0; i < spins; i++) expect((await post('/demo/api/slot/spin', { play, stake })).balance).toBeDefined();
}

test('a new player completes the daily deposit mission and claims its tokens once', async ({ page, request }) => {
  const player = await createPlayer(request, DOMAIN);
  await logInThroughApi(page, DOMAIN, player);
  await page.goto(englishUrl(DOMAIN, '/account'));
  await formPanel(page)
    .getByRole('link', { name: ui('account.pages.mission') })
    .click();
  await expect(page).toHaveURL(englishUrl(DOMAIN, '/mission'));

  const panel = formPanel(page);
  await expect(panel.getByRole('heading', { level: 1 })).toHaveText(ui('missions.title'));
  await expect(panel.getByRole('heading', { level: 2, name: ui('missions.daily') })).toBeVisible();
  await expect(panel.getByRole('heading', { level: 2, name: ui('missions.weekly') })).toBeVisible();
  const mission = panel.locator('[data-slot="mission"]', {
    has: page.getByRole('heading', { name: 'Make 1 deposit' }),
  });
  await expect(mission).toContainText(ui('missions.status.inProgress'));
  await expect(mission.getByRole('progressbar', { name: 'Make 1 deposit' })).toHaveAttribute('aria-valuetext', '0 / 1');
  await expect(mission).toContainText('Reward: 5 game tokens');
  await expect(mission).toContainText(/Resets in \d+/);
  await expect(mission.getByRole('button')).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Wager USD 1,000' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await approvedDeposit(page, 50);
  await page.reload();
  await expect(mission).toContainText(ui('missions.status.complete'));
  await expect(mission.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const claim = await hydrated(mission.getByRole('button', { name: ui('missions.claim') }));
  // No tokens yet: the number formatter shows nothing for zero (SPEC 9).
  await expect(playerBar(page).locator('[data-slot="tokens"]')).not.toContainText(/\d/);
  await claim.click();
  await expect(panel.getByRole('status').filter({ hasText: /5 game tokens have been added/ })).toBeVisible();
  await expect(playerBar(page).locator('[data-slot="tokens"]')).toContainText('5');
  await expect(mission).toContainText(ui('missions.status.claimed'));
  await expect(mission.getByRole('button')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Once only: the platform refuses a second claim, and the page still says claimed after a reload.
  const again = await callFromPage(page, '/api/mission/claim', { code: 'daily-deposit' });
  expect(again.message).toBe('missionClaimed');
  await page.reload();
  await expect(mission).toContainText(ui('missions.status.claimed'));
  await expect(playerBar(page).locator('[data-slot="tokens"]')).toContainText('5');
  await expect(headerBalance(page)).toHaveText('USD 50');
});

test('the public leaderboard, chosen in the address, marks the player who played', async ({ page, request }) => {
  await page.goto(englishUrl(DOMAIN, '/leaderboard?period=day'));
  const panel = formPanel(page);
  await expect(panel.getByRole('heading', { level: 1 })).toHaveText(ui('leaderboard.title'));
  await expect(panel.getByRole('button', { name: ui('leaderboard.periods.day') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(panel.locator('[data-slot="history-table"], [data-slot="form-text"]').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const player = await createPlayer(request, DOMAIN);
  await logInThroughUi(page, DOMAIN, player);
  await approvedDeposit(page, 50);
  await spinDemoSlot(page, 2, 1000);

  await page.goto(englishUrl(DOMAIN, '/leaderboard?period=day'));
  const mine = panel.locator('tr[data-you]');
  await expect(mine).toContainText(`${player.account_id.slice(0, 2)}***${player.account_id.slice(-2)}`);
  await expect(mine).toContainText(`(${ui('leaderboard.you')})`);
  await expect(mine).toContainText('USD 20');
  expect(await axeViolations(page)).toEqual([]);

  // The ranking is in the address, so the link shows the same board.
  await hydrated(panel.getByRole('button', { name: ui('leaderboard.metrics.wins') }));
  await panel.getByRole('button', { name: ui('leaderboard.metrics.wins') }).click();
  await expect(page).toHaveURL(/[?&]metric=wins/);
  await expect(page).toHaveURL(/[?&]period=day/);
  await expect(panel.getByRole('button', { name: ui('leaderboard.metrics.wins') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Two spins may win nothing: the board of winnings is a table headed "Won", or says that it is empty.
  const wins = panel.getByRole('columnheader', { name: ui('leaderboard.amounts.wins') });
  await expect(wins.or(panel.getByText(ui('leaderboard.empty')))).toBeVisible();
});
