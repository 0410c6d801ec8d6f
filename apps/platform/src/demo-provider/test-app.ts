import { Hono } from 'hono';
import { type Database, type Db, openPglite } from '../db/client';
import { demoCrashRounds, demoOpenedLaunches } from '../db/schema';
import { createLogger } from '../logger';
import { signLaunchToken } from '../services/games/launch-token';
import { createFakeWallet } from './fake-wallet';
import type { Engine } from './play-session';
import { demoProviderRoutes } from './routes';

// The provider's routes on a bare Hono app over a fake wallet, with a clock and draws the test controls.

export const SECRET = 'demo-provider-test-secret';
export const TOKEN = 'game-session-token-0123456789';

// One in-memory database per test file holds the provider's store; each app starts it empty.
let store: Promise<Database> | undefined;
async function emptyStore(): Promise<Db> {
  store ??= openPglite(null).then(async (database) => {
    await database.migrate();
    return database;
  });
  const { db } = await store;
  await db.delete(demoCrashRounds);
  await db.delete(demoOpenedLaunches);
  return db;
}

export async function providerApp(options: { balance?: number; draws?: number[] } = {}) {
  const db = await emptyStore();
  const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
  // The fake wallet checks signatures against the same clock the provider signs with.
  const now = () => new Date(clock.now);
  const wallet = createFakeWallet(SECRET, {
    now,
    ...(options.balance === undefined ? {} : { balance: options.balance }),
  });
  const draws = [...(options.draws ?? [])];
  let launches = 0;
  /** One instance of the provider; several share the store, the wallet and the clock, as servers behind a balancer. */
  const instance = () => {
    const app = new Hono();
    const provider = demoProviderRoutes(app, {
      db,
      secret: SECRET,
      wallet: wallet.fetch,
      now,
      log: createLogger('silent'),
      // Queued numbers first (fixed outcomes), then the real thing's spread.
      draw: (max) => (draws.length > 0 ? draws.shift()! % max : Math.floor(Math.random() * max)),
    });
    return { app, sweep: provider.sweep, post: poster(app) };
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
  const first = instance();
  /** Opens a fresh launch of an engine and answers its play session. */
  const open = async (engine: Engine) => String((await first.post('/demo/api/open', { launch: launch(engine) })).play);
  return { ...first, db, wallet, clock, draws, launch, open, instance };
}

function poster(app: Hono) {
  return async (path: string, body: object) => {
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
}
