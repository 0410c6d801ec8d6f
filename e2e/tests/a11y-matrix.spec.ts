// WCAG 2.2 AA (axe) on every route of every template, as a guest and as a player, at phone and desktop width, and
// the header's parts never on top of each other.
// `npm test` walks a sample that still visits every template and every route once, each template in its own language
// and in English; `npm run a11y` walks the whole matrix (FELT_A11Y=full) in the languages FELT_A11Y_LANG names and
// prints it as a table. Each test records what it found in an `a11y` annotation.
import { localeByPrefix } from '@felt/contract/tables';
import type { APIRequestContext, Page } from '@playwright/test';
import { logInThroughApi, playerBar } from '../support/auth-ui.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { headerOverlaps } from '../support/header.ts';
import { createPlayer } from '../support/players.ts';
import { ROUTES, type Route, TEMPLATE_SITES, WIDTHS } from '../support/routes.ts';
import { localeUrl, ownLanguage, rememberLanguage, siteLanguages } from '../support/tenants.ts';

/** A page to check, in a language (URL prefix), as a guest or as a signed-in player. */
type Visit = { path: string; lang: string; as: 'guest' | 'player' };
type Walk = { theme: string; width: number; visits: Visit[] };

const FULL = process.env.FELT_A11Y === 'full';
/**
 * The full matrix's languages: `en` (the default), `own` (each template in its site's own language: its default, or
 * its first other one where the default is English; the 22 cover the 10 besides English), `all` (every language
 * each site speaks), or one prefix such as `cn` (only the templates whose site speaks it).
 */
const LANG = process.env.FELT_A11Y_LANG || 'en';

const domainOf = (theme: string) => `${theme}.localhost`;
const bcp47Of = (prefix: string) => localeByPrefix(prefix)?.bcp47 ?? prefix;

function languagesOf(theme: string): string[] {
  if (LANG === 'own') return [ownLanguage(domainOf(theme))];
  if (LANG === 'all') return siteLanguages(domainOf(theme));
  return siteLanguages(domainOf(theme)).includes(LANG) ? [LANG] : [];
}

const visit =
  (as: Visit['as'], lang: string) =>
  ({ path }: Route): Visit => ({ path, lang, as });

/**
 * Every template × width × language, once as a guest (public and sign-in pages) and once as a player (public and
 * account pages).
 */
function fullMatrix(): Walk[] {
  return TEMPLATE_SITES.flatMap((theme) =>
    languagesOf(theme).flatMap((lang) =>
      WIDTHS.flatMap((width) => [
        { theme, width, visits: ROUTES.filter((r) => r.state !== 'player').map(visit('guest', lang)) },
        { theme, width, visits: ROUTES.filter((r) => r.state !== 'guest').map(visit('player', lang)) },
      ]),
    ),
  );
}

/**
 * Route k goes to template k mod 22, so every route and every template is walked once. On the first pass over the
 * templates a route is read in the template's own language (the 22 cover the 10 besides English) and public
 * routes go as a guest; on the second, in English and as a player. The widths alternate.
 */
function sample(): Walk[] {
  const n = TEMPLATE_SITES.length;
  return TEMPLATE_SITES.map((theme, i) => ({
    theme,
    width: WIDTHS[i % WIDTHS.length] ?? WIDTHS[0],
    visits: ROUTES.flatMap((route, k) => {
      if (k % n !== i) return [];
      const firstPass = Math.floor(k / n) % 2 === 0;
      const lang = firstPass ? ownLanguage(domainOf(theme)) : 'en';
      if (route.state === 'public') return [visit(firstPass ? 'guest' : 'player', lang)(route)];
      return [visit(route.state === 'guest' ? 'guest' : 'player', lang)(route)];
    }),
  }));
}

test('the matrix covers every template, every route and every language it is asked for', () => {
  expect(TEMPLATE_SITES).toHaveLength(22);
  const walks = FULL ? fullMatrix() : sample();
  const speaking = TEMPLATE_SITES.filter((theme) => !FULL || languagesOf(theme).length > 0);
  expect(speaking.length, `no demo site speaks ${LANG}`).toBeGreaterThan(0);
  expect(new Set(walks.map((walk) => walk.theme)).size).toBe(speaking.length);
  const visited = new Set(walks.flatMap((walk) => walk.visits.map((visit) => visit.path)));
  expect(ROUTES.filter((route) => !visited.has(route.path))).toEqual([]);
  if (!FULL || LANG === 'own' || LANG === 'all') {
    // The default site speaks all 11 languages; the sites' own languages are the 10 besides English.
    const every = siteLanguages('localhost');
    const expected = LANG === 'own' && FULL ? every.filter((lang) => lang !== 'en') : every;
    const languages = new Set(walks.flatMap((walk) => walk.visits.map((visit) => visit.lang)));
    expect([...languages].sort()).toEqual(expected.sort());
  }
});

async function checkAll(page: Page, walk: Walk, visits: Visit[]) {
  const domain = domainOf(walk.theme);
  for (const { path, lang, as } of visits) {
    // Unprefixed addresses follow the remembered language, else the browser's: each visit remembers its own.
    await rememberLanguage(page.context(), domain, lang);
    await page.goto(localeUrl(domain, lang, path));
    await expect(page.locator('html'), `${path} is read in ${lang}`).toHaveAttribute('lang', bcp47Of(lang));
    // A player's page is checked as the player sees it, not as the guest it is before the stored player is read:
    // where the page has the site's header (the prize wheel has a bare one), once the header shows the player.
    const siteHeader = (await page.locator('[data-slot="header"]').count()) > 0;
    if (as === 'player' && siteHeader) await expect(playerBar(page), `${path} shows the player`).toBeVisible();
    const violations = await axeViolations(page, { wcag22: true });
    test.info().annotations.push({
      type: 'a11y',
      description: JSON.stringify({
        theme: walk.theme,
        width: walk.width,
        lang,
        as,
        path,
        violations: violations.length,
      }),
    });
    expect.soft(violations, `${path} in ${lang} as a ${as}`).toEqual([]);
    expect.soft(await headerOverlaps(page), `header parts overlapping on ${path} in ${lang} as a ${as}`).toEqual([]);
  }
}

async function logIn(page: Page, request: APIRequestContext, theme: string) {
  const domain = domainOf(theme);
  await logInThroughApi(page, domain, await createPlayer(request, domain));
}

for (const walk of FULL ? fullMatrix() : sample()) {
  const who = [...new Set(walk.visits.map((visit) => visit.as))].join(' and ');
  const paths = FULL
    ? `${walk.visits.length} routes in ${walk.visits[0]?.lang}`
    : walk.visits.map((visit) => `${visit.path} (${visit.lang})`).join(' ');
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
