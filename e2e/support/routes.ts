// Every page route of a site (SPEC 2), with the state a visitor meets it in, and the demo site of each template:
// the accessibility matrix walks them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** `public`: guests and players both; `guest`: the sign-in pages; `player`: behind login. */
export type RouteState = 'public' | 'guest' | 'player';
export type Route = { readonly path: string; readonly state: RouteState };

export const ROUTES: readonly Route[] = [
  ...[
    '/',
    '/hot',
    '/slots',
    '/casino',
    '/crash',
    '/fishing',
    '/arcade',
    '/bingo',
    '/lottery',
    '/poker',
    '/sabong',
    '/hash-game',
    '/horse-racing',
    '/sports',
    '/promotions',
    '/vip',
    '/leaderboard',
    '/news',
    '/spin',
    '/minigame',
    '/about',
    '/banking',
    '/contact-us',
    '/download',
    '/faqs',
    '/privacy-policy',
    '/responsible-gaming',
    '/term-condition',
    '/preloader',
    '/page-not-found',
  ].map((path) => ({ path, state: 'public' as const })),
  ...['/login', '/register', '/forgot-password'].map((path) => ({ path, state: 'guest' as const })),
  ...[
    '/account',
    '/profile',
    '/edit-profile',
    '/change-password',
    '/security',
    '/deposit',
    '/withdrawal',
    '/bank-details',
    '/add-bank',
    '/transaction-history',
    '/bet-history',
    '/statement',
    '/inbox',
    '/mission',
    '/referral',
    '/playnow?provider=DEMO&game=lucky-sevens',
  ].map((path) => ({ path, state: 'player' as const })),
];

/** The demo site of each of the 22 templates (`casino3` is served on `casino3.localhost`). */
export const TEMPLATE_SITES: readonly string[] = readdirSync(
  join(import.meta.dirname, '../../apps/platform/seed/tenants'),
)
  .map((file) => file.replace(/\.localhost\.json$/, ''))
  .filter((name) => /^(casino|slot|sportsbook)\d+$/.test(name))
  .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

/** The two widths of the matrix: a phone and a desktop. */
export const WIDTHS = [390, 1280] as const;

/** The phone and desktop windows the gallery and the visual references are taken at. */
export const SCREEN_SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
