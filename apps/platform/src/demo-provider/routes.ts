import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/client';
import { bodyLimit } from '../http/body-limit';
import type { Logger } from '../logger';
import { currencyExponent } from '../services/money';
import { answered, bodyOf, NO_STORE, refused } from './answers';
import { serveAsset } from './assets';
import { createCrashRounds } from './crash-rounds';
import { gameLocale } from './messages';
import { GAME_NAMES, gamePage } from './page';
import { playRoutes } from './play-routes';
import { ENGINES, type Engine, openedLaunches, readLaunch, readPlay, signPlay } from './play-session';
import { stakeLadder } from './stakes';
import { createWalletClient, type WalletFetch } from './wallet-client';

// The DEMO game provider, served by the platform at /demo/*: three game pages, their assets, and the calls the
// pages make. Every outcome is drawn here, and money moves only through the seamless wallet (DESIGN.md 2, 6).

export type DemoProviderDeps = {
  /** The provider's own store: live Rocket rounds and opened launches, shared by every instance. */
  db: Db;
  /** The DEMO provider's signing secret: launch tokens and wallet calls. */
  secret: string;
  /** How wallet calls travel; the platform passes `(path, init) => app.request(path, init)`. */
  wallet: WalletFetch;
  now: () => Date;
  log: Logger;
  /** Tests draw their own numbers; production uses crypto.randomInt. */
  draw?: (max: number) => number;
};

const PAGE_CSP = "default-src 'self'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; object-src 'none'";
const Open = z.object({ launch: z.string().min(1).max(4096) });
const Play = z.object({ play: z.string().min(1).max(4096) });

/** Mounts the provider; answers its periodic work (finishing Rocket rounds nobody came back to). */
export function demoProviderRoutes(app: Hono, deps: DemoProviderDeps): { sweep: () => Promise<void> } {
  const { secret, log } = deps;
  const now = () => deps.now().getTime();
  const wallet = createWalletClient({ fetch: deps.wallet, secret, now: deps.now });
  const rounds = { wallet, log };
  const crash = createCrashRounds({ ...rounds, db: deps.db, secret, now, ...(deps.draw ? { draw: deps.draw } : {}) });
  const opened = openedLaunches(deps.db);

  app.use(
    '/demo/api/*',
    bodyLimit(8 * 1024, (c) => refused(c, 'validationFailed')),
  );

  // GET /demo/assets/<file>: scripts, styles, symbols and words of the pages.
  app.get('/demo/assets/*', (c) => serveAsset(c, c.req.path.slice('/demo/assets/'.length)) ?? refused(c, 'notFound'));

  // GET /demo/<engine>/?launch=...: a game page, in the language the launch names (English if unreadable).
  const page = (engine: Engine, trailingSlash: boolean) => (c: Context) => {
    const launch = readLaunch(secret, c.req.query('launch') ?? '', now());
    const name = launch?.game_name ?? GAME_NAMES[engine];
    const html = gamePage(engine, name, gameLocale(launch?.session.lang), trailingSlash ? '../' : '');
    return c.html(html, 200, {
      ...NO_STORE,
      'Content-Security-Policy': PAGE_CSP,
      'X-Content-Type-Options': 'nosniff',
      // The address carries the launch token: it goes nowhere else.
      'Referrer-Policy': 'no-referrer',
    });
  };
  // One route per engine, not a parameter: a parameter beside the wildcards above is a path Hono's fastest router
  // cannot compile, and one such path put every call of the platform on its slower tree router.
  for (const engine of ENGINES) {
    app.get(`/demo/${engine}/`, page(engine, true));
    app.get(`/demo/${engine}`, page(engine, false));
  }

  // POST /demo/api/open {launch}: checks the launch token, asks the wallet who plays, answers the play session.
  app.post('/demo/api/open', async (c) => {
    const body = await bodyOf(c, Open);
    if (!body) return refused(c, 'validationFailed');
    const launch = readLaunch(secret, body.launch, now());
    if (!launch || (await opened.seen(body.launch, now()))) return refused(c, 'launchExpired');
    const who = await wallet.authenticate(launch.session.token);
    if (!who.ok) return refused(c, who.transient ? 'serviceUnavailable' : who.message);
    if (who.currency !== launch.session.currency) return refused(c, 'currencyMismatch');
    await opened.claim(body.launch, launch.exp);
    const { session } = launch;
    return answered(c, {
      balance: who.balance,
      currency: who.currency,
      exponent: currencyExponent(who.currency),
      game_code: session.game_code,
      engine: session.engine,
      lang: gameLocale(session.lang).code,
      stakes: stakeLadder(),
      play: signPlay(secret, session, launch.provider_code, now()),
    });
  });

  // POST /demo/api/balance {play}: the balance now, for a page coming back to the foreground.
  app.post('/demo/api/balance', async (c) => {
    const body = await bodyOf(c, Play);
    const session = body && readPlay(secret, body.play, now());
    if (!session) return refused(c, 'sessionExpired');
    const answer = await wallet.balance(session.token);
    return answer.ok ? answered(c, { balance: answer.balance }) : refused(c, answer.message);
  });

  playRoutes(app, { secret, now, rounds, crash, ...(deps.draw ? { draw: deps.draw } : {}) });
  return { sweep: crash.sweep };
}
