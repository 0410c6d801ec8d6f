// Playing the DEMO provider's games as a player does: on /playnow, in the site's game iframe, or through the calls
// the game's own page makes (the site serves them under /games/demo/, on its own origin). Since the bonus wallet
// (docs/decisions/0048-bonus-wallet.md) every approved deposit must be staked once before a withdrawal; the journeys
// that withdraw after depositing stake it here first.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { callFromPage } from './operator.ts';
import { englishUrl } from './tenants.ts';

export const gameFrame = (page: Page) => page.frameLocator('[data-slot="play-iframe"]');

const GAME_WORDS = JSON.parse(
  readFileSync(new URL('../../apps/platform/src/demo-provider/assets/messages.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, string>>;
/** The DEMO games' own words (their pages' messages), English unless a language code is given. */
export function gameText(key: string, lang = 'EN'): string {
  const text = GAME_WORDS[lang]?.[key];
  if (text === undefined) throw new Error(`No game message ${key} in ${lang}`);
  return text;
}

/** The largest stake of the DEMO games' ladder, in minor units (50.00 in a two-decimal currency). */
export const LARGEST_STAKE = 5000;
const LADDER = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000];

/**
 * Dice Duel's safest bet: a roll under 98 wins 98 times in 100 and pays 99 % / 98 % of the stake. Staking a deposit
 * on it leaves the balance within a few percent of the deposit, where a slot's swings could leave too little to
 * withdraw (a deposit staked in four spins of Lucky Sevens leaves less than half of it about one time in three).
 */
export const SAFE_TARGET = 98;

/** What the site's bonus wallet says is still to stake of the deposits before a withdrawal, major units. */
export async function depositStakeLeft(page: Page): Promise<number> {
  const answer = await callFromPage(page, '/api/promotion/bonus', {});
  expect(answer.statusCode, JSON.stringify(answer)).toBe(1);
  return (answer.value as { deposit_turnover_left: number }).deposit_turnover_left;
}

/**
 * Opens Dice Duel on /playnow (in English) and sets up its safest bet, under the safe target, at `stake` (minor
 * units, a step of the ladder), as a player picks them on the game's page. Its Roll button and status line.
 */
export async function openDiceDuel(page: Page, domain: string, stake = LARGEST_STAKE) {
  await page.goto(englishUrl(domain, '/playnow?provider=DEMO&game=dice-duel'));
  const frame = gameFrame(page);
  const roll = frame.getByRole('button', { name: 'Roll', exact: true });
  await expect(roll).toBeEnabled({ timeout: 15_000 });
  await frame.getByLabel('Stake').selectOption(String(stake));
  await frame.getByRole('radio', { name: 'Under' }).check();
  await frame.locator('#target').fill(String(SAFE_TARGET));
  await expect(frame.locator('#target-value')).toHaveText(String(SAFE_TARGET));
  // The game's status line (role status); its <output>s have that role too.
  return { frame, roll, status: frame.locator('#status') };
}

/** Rolls Dice Duel's safest bet at the largest stake `rolls` times on its page, waiting for each result. */
export async function rollDiceDuelOnPage(page: Page, domain: string, rolls: number): Promise<void> {
  const { roll, status } = await openDiceDuel(page, domain);
  for (let i = 0; i < rolls; i++) {
    await roll.click();
    await expect(roll).toBeDisabled();
    await expect(roll).toBeEnabled({ timeout: 15_000 });
    await expect(status).toHaveText(/^Rolled /);
  }
}

/** One round played through the game page's calls: what it staked and what it paid back, minor units. */
export type Round = { stake: number; win: number };

/**
 * Opens a DEMO game through the calls its page makes: the site's launch call, then the game's open call on the
 * site's origin. The play id the game's other calls carry, and the currency's decimals.
 */
export async function openDemoGame(page: Page, gameCode: string): Promise<{ play: string; scale: number }> {
  const launched = await callFromPage(page, '/api/product/launch_game', { provider_code: 'DEMO', game_code: gameCode });
  expect(launched.statusCode, JSON.stringify(launched)).toBe(1);
  const launch = new URL(String(launched.url), 'http://site').searchParams.get('launch');
  const opened = await callFromPage(page, '/games/demo/api/open', { launch });
  expect(opened.ok, JSON.stringify(opened)).toBe(true);
  return { play: String(opened.play), scale: 10 ** Number(opened.exponent) };
}

/** One play call of a DEMO game (`slot/spin`, `dice/roll`), from the page, as the game's page makes it. */
export const gameCall = (page: Page, path: string, body: object) => callFromPage(page, `/games/demo/api/${path}`, body);

/**
 * Stakes the player's deposits through the calls Dice Duel's page makes (rolls under the safe target, each at the
 * largest stake the deposits still ask for) until the bonus wallet owes nothing. The rounds, in the order played.
 */
export async function stakeDepositsWithDiceCalls(page: Page): Promise<Round[]> {
  const { play, scale } = await openDemoGame(page, 'dice-duel');
  const rounds: Round[] = [];
  for (let left = await depositStakeLeft(page); left > 0; left = await depositStakeLeft(page)) {
    const owed = Math.round(left * scale);
    const stake = LADDER.filter((step) => step <= owed).at(-1) ?? LADDER[0]!;
    const rolled = await gameCall(page, 'dice/roll', { play, stake, direction: 'under', target: SAFE_TARGET });
    expect(rolled.ok, JSON.stringify(rolled)).toBe(true);
    rounds.push({ stake, win: Number(rolled.win) });
    expect(rounds.length, 'rounds to stake the deposits').toBeLessThan(100);
  }
  return rounds;
}
