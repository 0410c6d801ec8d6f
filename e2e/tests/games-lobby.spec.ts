import type { Page } from '@playwright/test';
import { hydrated, logInThroughApi, logInThroughUi, ui } from '../support/auth-ui.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { createPlayer } from '../support/players.ts';
import { englishUrl, literally } from '../support/tenants.ts';

// The game lobbies on the default site (localhost, template1): browsing, filtering, favourites, and the
// accessibility of the lobby and bet history pages.

const DOMAIN = 'localhost';
/** A slot of the demo catalogue with a name no other slot shares a word with. */
const MAHJONG = { name: 'Mahjong Path', provider: 'PGSOFT', providerName: 'PG Soft' };

const grid = (page: Page) => page.locator('[data-slot="lobby-grid"]');
const gameNames = (page: Page) => grid(page).locator('[data-slot="game-name"]');
const favouriteIn = (page: Page, name: string) =>
  grid(page).getByRole('button', { name: ui('games.favourite', { name }), exact: true });

/** The favourites the platform holds for the page's player, asked with the page's own session cookie. */
async function savedFavourites(page: Page): Promise<string[]> {
  const response = await page.request.post(englishUrl(DOMAIN, '/api/home/fav_list'), { data: {} });
  const answer = (await response.json()) as { value: { game_name: string }[] };
  return answer.value.map((game) => game.game_name);
}

/** Presses a game's favourite toggle and waits until the platform has the change. */
async function toggleFavourite(page: Page, name: string, call: 'fav_add' | 'fav_remove'): Promise<void> {
  const saved = page.waitForResponse((response) => response.url().endsWith(`/api/home/${call}`));
  await (await hydrated(favouriteIn(page, name))).click();
  expect(await (await saved).json()).toMatchObject({ statusCode: 1 });
}

/** Opens a lobby and waits for its first page of games. */
async function openLobby(page: Page, path: string): Promise<void> {
  await page.goto(englishUrl(DOMAIN, path));
  // The picture carries the game's title; the card's name is its text for search and assistive technology.
  await expect(grid(page).locator('[data-slot="game-card"]').first()).toBeVisible();
}

/** Narrows the lobby to one game by searching for its name. */
async function searchFor(page: Page, name: string): Promise<void> {
  await (await hydrated(page.getByRole('searchbox', { name: ui('games.search') }))).fill(name);
  await expect(gameNames(page)).toHaveText([name]);
}

test('the slots lobby lists slots and filters them by provider and by search', async ({ page }) => {
  await openLobby(page, '/slots');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('shell.categories.slot_game'));
  await expect.poll(() => gameNames(page).count()).toBeGreaterThan(5);
  await expect(page.locator('[data-slot="lobby-count"]')).not.toBeEmpty();

  const providers = page.getByRole('group', { name: ui('games.providers') });
  await expect(providers.getByRole('button').first()).toHaveText(ui('games.allProviders'));
  const tab = await hydrated(providers.getByRole('button', { name: MAHJONG.providerName, exact: true }));
  await tab.click();
  await expect(tab).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => [...new Set(await grid(page).locator('[data-slot="game-provider"]').allTextContents())])
    .toEqual([MAHJONG.provider]);

  await providers.getByRole('button', { name: ui('games.allProviders'), exact: true }).click();
  await searchFor(page, MAHJONG.name);
});

test('a guest who presses a favourite is sent to log in', async ({ page }) => {
  await openLobby(page, '/slots');
  await searchFor(page, MAHJONG.name);
  const heart = await hydrated(favouriteIn(page, MAHJONG.name));
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page).toHaveURL(new RegExp(`^${literally(englishUrl(DOMAIN, '/login')).source}\\?next=%2Fslots$`));
});

test('a player marks a favourite and takes it back, and both last across a reload', async ({ page, request }) => {
  const player = await createPlayer(request, DOMAIN);
  await logInThroughUi(page, DOMAIN, player);
  await openLobby(page, '/slots');
  await searchFor(page, MAHJONG.name);

  await toggleFavourite(page, MAHJONG.name, 'fav_add');
  await expect(favouriteIn(page, MAHJONG.name)).toHaveAttribute('aria-pressed', 'true');
  const favourites = page.getByRole('region', { name: ui('games.favourites') });
  await expect(favourites.locator('[data-slot="game-name"]')).toHaveText([MAHJONG.name]);

  await page.reload();
  await searchFor(page, MAHJONG.name);
  await expect(await hydrated(favouriteIn(page, MAHJONG.name))).toHaveAttribute('aria-pressed', 'true');
  expect(await savedFavourites(page)).toEqual([MAHJONG.name]);
  await toggleFavourite(page, MAHJONG.name, 'fav_remove');
  await expect(favouriteIn(page, MAHJONG.name)).toHaveAttribute('aria-pressed', 'false');
  await expect(favourites).toHaveCount(0);

  await page.reload();
  await searchFor(page, MAHJONG.name);
  await expect(await hydrated(favouriteIn(page, MAHJONG.name))).toHaveAttribute('aria-pressed', 'false');
  expect(await savedFavourites(page)).toEqual([]);
});

test('no accessibility violations: bet history', async ({ page, request }) => {
  const player = await createPlayer(request, DOMAIN);
  await logInThroughApi(page, DOMAIN, player);
  await page.goto(englishUrl(DOMAIN, '/bet-history'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('betHistory.title'));
  await expect(page.getByRole('group', { name: ui('betHistory.filters') })).toBeVisible();
  await expect(page.locator('[data-slot="history-totals"]')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
