// WCAG 2.2 AA (axe) on every route of every template, as a guest and as a player, at phone and desktop width, and
// the header's parts never on top of each other.
// `npm test` walks a sample that still visits every template and every route once; `npm run a11y` walks the whole
// matrix (FELT_A11Y=full) and prints it as a table. Each test records what it found in an `a11y` annotation.
import type { APIRequestContext, Page } from '@playwright/test';
import { logInThroughApi, playerBar } from '../support/auth-ui.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { createPlayer } from '../support/players.ts';
import { ROUTES, type Route, TEMPLATE_SITES, WIDTHS } from '../support/routes.ts';
import { englishUrl } from '../support/tenants.ts';

type Visit = { path: string; as: 'guest' | 'player' };
type Walk = { theme: string; width: number; visits: Visit[] };

const FULL = process.env.FELT_A11Y === 'full';

const asGuest = ({ path }: Route): Visit => ({ path, as: 'guest' });
const asPlayer = ({ path }: Route): Visit => ({ path, as: 'player' });

/** Every template × width, once as a guest (public and sign-in pages) and once as a player (public and account). */
function fullMatrix(): Walk[] {
  return TEMPLATE_SITES.flatMap((theme) =>
    WIDTHS.flatMap((width) => [
      { theme, width, visits: ROUTES.filter((r) => r.state !== 'player').map(asGuest) },
      { theme, width, visits: ROUTES.filter((r) => r.state !== 'guest').map(asPlayer) },
    ]),
  );
}

/**
 * Route k goes to template k mod 22, so every route and every template is walked once; public routes go as a
 * guest on the first pass over the templates and as a player on the second, and the widths alternate.
 */
function sample(): Walk[] {
  const n = TEMPLATE_SITES.length;
  return TEMPLATE_SITES.map((theme, i) => ({
    theme,
    width: WIDTHS[i % WIDTHS.length] ?? WIDTHS[0],
    visits: ROUTES.flatMap((route, k) => {
      if (k % n !== i) return [];
      if (route.state === 'public') return [Math.floor(k / n) % 2 === 0 ? asGuest(route) : asPlayer(route)];
      return [route.state === 'guest' ? asGuest(route) : asPlayer(route)];
    }),
  }));
}

test('the matrix covers the 22 templates and every route', () => {
  expect(TEMPLATE_SITES).toHaveLength(22);
  const walks = FULL ? fullMatrix() : sample();
  expect(new Set(walks.map((walk) => walk.theme)).size).toBe(22);
  const visited = new Set(walks.flatMap((walk) => walk.visits.map((visit) => visit.path)));
  expect(ROUTES.filter((route) => !visited.has(route.path))).toEqual([]);
});

async function checkAll(page: Page, walk: Walk, visits: Visit[]) {
  const domain = `${walk.theme}.localhost`;
  for (const { path, as } of visits) {
    await page.goto(englishUrl(domain, path));
    // A player's page is checked as the player sees it, not as the guest it is before the stored player is read:
    // where the page has the site's header (the prize wheel has a bare one), once the header shows the player.
    const siteHeader = (await page.locator('[data-slot="header"]').count()) > 0;
    if (as === 'player' && siteHeader) await expect(playerBar(page), `${path} shows the player`).toBeVisible();
    const violations = await axeViolations(page, { wcag22: true });
    test.info().annotations.push({
      type: 'a11y',
      description: JSON.stringify({ theme: walk.theme, width: walk.width, as, path, violations: violations.length }),
    });
    expect.soft(violations, `${path} as a ${as}`).toEqual([]);
    expect.soft(await headerOverlaps(page), `header parts overlapping on ${path} as a ${as}`).toEqual([]);
  }
}

/** Pairs of the header's parts (logo, menu, language, sign-in or the signed-in bar) whose boxes overlap. */
function headerOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const slots = ['logo', 'nav', 'locale-switcher', 'auth-buttons', 'player-bar'];
    const boxes = slots.flatMap((slot) => {
      const element = document.querySelector(`[data-slot="header"] [data-slot="${slot}"]`);
      const box = element?.getBoundingClientRect();
      return box && box.width > 0 && box.height > 0 ? [{ slot, box }] : [];
    });
    return boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter(
          ({ box: b }) =>
            Math.min(a.box.right, b.right) - Math.max(a.box.left, b.left) > 1 &&
            Math.min(a.box.bottom, b.bottom) - Math.max(a.box.top, b.top) > 1,
        )
        .map((b) => `${a.slot} × ${b.slot}`),
    );
  });
}

async function logIn(page: Page, request: APIRequestContext, theme: string) {
  const domain = `${theme}.localhost`;
  await logInThroughApi(page, domain, await createPlayer(request, domain));
}

for (const walk of FULL ? fullMatrix() : sample()) {
  const who = [...new Set(walk.visits.map((visit) => visit.as))].join(' and ');
  const paths = FULL ? `${walk.visits.length} routes` : walk.visits.map((visit) => visit.path).join(' ');
  test(`WCAG 2.2 AA: ${walk.theme} at ${walk.width} px as ${who}: ${paths}`, async ({ page, request }) => {
    test.setTimeout(20_000 + walk.visits.length * 15_000);
    await page.setViewportSize({ width: walk.width, height: 900 });
    await checkAll(
      page,
      walk,
      walk.visits.filter((visit) => visit.as === 'guest'),
    );
    const forPlayers = walk.visits.filter((visit) => visit.as === 'player');
    if (forPlayers.length === 0) return;
    await logIn(page, request, walk.theme);
    await checkAll(page, walk, forPlayers);
  });
}
