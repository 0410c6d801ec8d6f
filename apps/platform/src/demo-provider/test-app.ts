import { Hono } from 'hono';
import { createLogger } from '../logger';
import { signLaunchToken } from '../services/games/launch-token';
import { createFakeWallet } from './fake-wallet';
import type { Engine } from './play-session';
import { demoProviderRoutes } from './routes';

// The provider's routes on a bare Hono app over a fake wallet, with a clock and draws the test controls.

export const SECRET = 'demo-provider-test-secret';
export const TOKEN = 'game-session-token-0123456789';

export function providerApp(options: { balance?: number; draws?: number[] } = {}) {
  const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
  // The fake wallet checks signatures against the same clock the provider signs with.
  const now = () => new Date(clock.now);
  const wallet = createFakeWallet(SECRET, {
    now,
    ...(options.balance === undefined ? {} : { balance: options.balance }),
  });
  const draws = [...(options.draws ?? [])];
  let launches = 0;
  const app = new Hono();
  demoProviderRoutes(app, {
    secret: SECRET,
    wallet: wallet.fetch,
    now,
    log: createLogger('silent'),
    // Queued numbers first (fixed outcomes), then the real thing's spread.
    draw: (max) => (draws.length > 0 ? draws.shift()! % max : Math.floor(Math.random() * max)),
  });
  const post = async (path: string, body: object) => {
    const response = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, ...((await response.json()) as Record<string, unknown>) } as Record<
      string,
      unknown
    > & { status: number };
  };
  const launch = (engine: Engine, extra: object = {}, secret = SECRET) =>
    signLaunchToken(secret, {
      token: TOKEN,
      provider_code: 'DEMO',
      game_code: { slot: 'lucky-sevens', crash: 'rocket', dice: 'dice-duel' }[engine],
      engine,
      currency: 'PHP',
      lang: 'EN',
      // Each launch differs, as real ones do (a fresh session token each time).
      exp: clock.now + 120_000 + launches++,
      ...extra,
    });
  /** Opens a fresh launch of an engine and answers its play session. */
  const open = async (engine: Engine) => String((await post('/demo/api/open', { launch: launch(engine) })).play);
  return { app, wallet, clock, draws, post, launch, open };
}
