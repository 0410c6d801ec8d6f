import { expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { test } from '../support/fixtures.ts';
import { siteUrl } from '../support/sites.ts';
import { teamsIn, upcomingMatches } from '../support/sportsbook.ts';
import { literally, message } from '../support/tenants.ts';

// The odds board of /sports and the sportsbook home widget: matches in the page's language, odds into the bet
// slip (which only keeps picks: betting itself opens in the sportsbook provider), accessible throughout.

/** The odds button of one side of a match's 1x2 market, found by its spoken name (odds left open). */
function winnerButton(page: Page, prefix: string, versus: string, team: string) {
  const market = message(prefix, 'ui', 'sportsbook.markets.1x2');
  const name = message(prefix, 'ui', 'sportsbook.pick', { match: versus, market, choice: team }).split('{odds}')[0]!;
  return page.getByRole('button', { name: new RegExp(`^${literally(name).source}`) });
}

/**
 * The board's odds columns, by market and side ("1x2 away"): each match's button there, its left edge and width,
 * and where its figures end.
 */
async function oddsColumns(page: Page) {
  const buttons = await page.locator('[data-slot="odds-board"] [data-slot="odds-button"]').evaluateAll((all) =>
    all.map((button) => {
      const box = button.getBoundingClientRect();
      const figures = button.querySelector('[data-slot="odds-value"]')!.getBoundingClientRect();
      return {
        column: `${button.closest('[data-slot="market"]')?.getAttribute('data-bet')} ${button.getAttribute('data-side')}`,
        place: { x: Math.round(box.x), width: Math.round(box.width), figuresEnd: Math.round(figures.right) },
      };
    }),
  );
  const columns = new Map<string, (typeof buttons)[number]['place'][]>();
  for (const { column, place } of buttons) columns.set(column, [...(columns.get(column) ?? []), place]);
  return columns;
}

/** Every match's odds of one market and side stand in one column, with their figures ending level. */
async function expectOddsInColumns(page: Page) {
  const columns = await oddsColumns(page);
  // Two-way results (no draw) sit among three-way ones: their "2" keeps the column of the others' "2".
  expect(columns.get('1x2 draw')?.length ?? 0).toBeLessThan(columns.get('1x2 away')?.length ?? 0);
  for (const [column, places] of columns) for (const place of places) expect.soft(place, column).toEqual(places[0]);
}

test('a sportsbook site shows the board in English and keeps picked odds in its bet slip', async ({ page }) => {
  const [match] = await upcomingMatches();
  const { home, away } = teamsIn(match!, 'en');
  const versus = message('en', 'ui', 'sportsbook.versus', { home, away });
  expect(home).toBe(match!.home_team_name);

  await page.goto(siteUrl('sportsbook1.localhost', '/sports'));
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'ui', 'sportsbook.title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: match!.league, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: versus, exact: true })).toBeVisible();
  await expectOddsInColumns(page);

  const slip = page.getByRole('complementary', { name: message('en', 'ui', 'shell.betslip.title') });
  await expect(slip).toContainText(message('en', 'ui', 'sportsbook.slip.empty'));
  const homeWin = winnerButton(page, 'en', versus, home);
  const awayWin = winnerButton(page, 'en', versus, away);
  await expect(homeWin).toHaveAttribute('aria-pressed', 'false');

  await homeWin.click();
  await expect(homeWin).toHaveAttribute('aria-pressed', 'true');
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  await expect(slip.getByRole('listitem')).toContainText(versus);
  await expect(slip).toContainText(message('en', 'ui', 'sportsbook.slip.note'));

  // The other side of the same market takes its place, as on any bet slip.
  await awayWin.click();
  await expect(awayWin).toHaveAttribute('aria-pressed', 'true');
  await expect(homeWin).toHaveAttribute('aria-pressed', 'false');
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  const remove = message('en', 'ui', 'sportsbook.slip.remove', { pick: versus });
  await slip.getByRole('button', { name: new RegExp(`^${literally(remove).source}`) }).click();
  await expect(awayWin).toHaveAttribute('aria-pressed', 'false');
  await expect(slip).toContainText(message('en', 'ui', 'sportsbook.slip.empty'));
});

test('the board names teams in Chinese on /cn/sports, with a bet slip of its own on a casino site', async ({
  page,
}) => {
  const match = (await upcomingMatches()).find((m) => m.home_name_cn && m.home_name_cn !== m.home_team_name)!;
  const { home, away } = teamsIn(match, 'cn');
  const versus = message('cn', 'ui', 'sportsbook.versus', { home, away });

  await page.goto(siteUrl('casino3.localhost', '/cn/sports'));
  await expect(page.getByRole('heading', { level: 1, name: message('cn', 'ui', 'sportsbook.title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: versus, exact: true })).toBeVisible();
  const english = message('en', 'ui', 'sportsbook.versus', { home: match.home_team_name, away: match.away_team_name });
  await expect(page.getByRole('heading', { name: english, exact: true })).toHaveCount(0);

  const slip = page.getByRole('complementary', { name: message('cn', 'ui', 'sportsbook.slip.title') });
  const homeWin = winnerButton(page, 'cn', versus, home);
  await homeWin.click();
  await expect(homeWin).toHaveAttribute('aria-pressed', 'true');
  await expect(slip.getByRole('listitem')).toContainText(versus);
  await expect(slip).toContainText(message('cn', 'ui', 'sportsbook.slip.note'));
  expect(await axeViolations(page)).toEqual([]);
});

test('a sportsbook home page lists the next matches, whose odds go into the bet slip', async ({ page }) => {
  const [match] = await upcomingMatches();
  const { home, away } = teamsIn(match!, 'en');
  const versus = message('en', 'ui', 'sportsbook.versus', { home, away });

  await page.goto(siteUrl('sportsbook1.localhost'));
  const widget = page.getByRole('region', { name: message('en', 'ui', 'sportsbook.widget.title') });
  await expect(widget.getByRole('heading', { name: versus, exact: true })).toBeVisible();
  const slip = page.getByRole('complementary', { name: message('en', 'ui', 'shell.betslip.title') });
  // The announcements modal may open over the page as it hydrates and swallow the first click: pick until it holds.
  await expect(async () => {
    const pick = winnerButton(page, 'en', versus, home);
    if ((await pick.getAttribute('aria-pressed')) !== 'true') await pick.click();
    await expect(slip.getByRole('listitem')).toContainText(versus, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  expect(await axeViolations(page)).toEqual([]);

  await widget.getByRole('link', { name: message('en', 'ui', 'sportsbook.widget.all') }).click();
  await expect(page).toHaveURL(siteUrl('sportsbook1.localhost', '/sports'));
  // The slip follows the visitor to the board, with the same odds still picked.
  await expect(winnerButton(page, 'en', versus, home)).toHaveAttribute('aria-pressed', 'true');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a picked odd shows on the bar’s slip tab, which opens the slip as a sheet', async ({ page }) => {
    const [match] = await upcomingMatches();
    const { home, away } = teamsIn(match!, 'en');
    const versus = message('en', 'ui', 'sportsbook.versus', { home, away });
    await page.goto(siteUrl('sportsbook1.localhost', '/sports'));
    const bar = page.getByRole('navigation', { name: message('en', 'ui', 'shell.quickNav') });
    const slipTab = bar.getByRole('link', { name: new RegExp(`^${message('en', 'ui', 'shell.betslip.title')}`) });
    const slip = page.getByRole('complementary', { name: message('en', 'ui', 'shell.betslip.title') });
    await expect(slip).toBeHidden();
    await expectOddsInColumns(page);

    await winnerButton(page, 'en', versus, home).click();
    await expect(slipTab).toHaveText(/1$/);
    await slipTab.click();
    await expect(slip).toBeVisible();
    await expect(slip.getByRole('listitem')).toContainText(versus);
    // The sheet sits above the bar, not under it.
    const sheet = (await slip.boundingBox())!;
    expect(sheet.y + sheet.height).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
    expect(await axeViolations(page)).toEqual([]);

    await slip.getByRole('link', { name: message('en', 'ui', 'shell.betslip.close') }).click();
    await expect(slip).toBeHidden();
  });
});
