import { randomBytes } from 'node:crypto';
import { CHALLENGE_RULES, DEMO_PROVIDER, ERROR_KEYS, STATUS } from '@felt/contract';
import { Hono } from 'hono';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import type { Db } from './db/client';
import { demoProviderRoutes } from './demo-provider/routes';
import { bodyLimit } from './http/body-limit';
import { clientInfo } from './http/client-info';
import { httpStatusOf, notFoundFailure, Refusal } from './http/refusal';
import { requestLog } from './http/request-log';
import { siteGate } from './http/site-gate';
import type { Logger } from './logger';
import { requestMetrics } from './metrics/metrics';
import { authRoutes } from './routes/auth';
import { benchRoutes } from './routes/bench';
import { devRoutes } from './routes/dev';
import { docsRoutes } from './routes/docs';
import { engagementInboxRoutes } from './routes/engagement-inbox';
import { minigameRoutes } from './routes/engagement-minigame';
import { engagementMissionsRoutes } from './routes/engagement-missions';
import { engagementPromotionRoutes } from './routes/engagement-promotions';
import { engagementReferralRoutes } from './routes/engagement-referral';
import { healthRoutes } from './routes/health';
import { homeRoutes } from './routes/home';
import { limitsRoutes } from './routes/limits';
import { mediaRoutes } from './routes/media';
import { operatorRoutes } from './routes/operator';
import { paymentRoutes } from './routes/payment';
import type { PlayerRouting } from './routes/player-routing';
import { productRoutes } from './routes/product';
import { providerRoutes } from './routes/provider';
import { settingsRoutes } from './routes/settings';
import { sportsbookRoutes } from './routes/sportsbook';
import { startupRoutes } from './routes/startup';
import { expireBonuses } from './services/engagement/bonus';
import { referralReleaseJob } from './services/engagement/referral-release';
import { authenticate, authenticateWithProfile } from './services/players/authenticate';
import { type ChallengeConfig, createChallenges } from './services/players/challenges';
import { createLimits, type Limits } from './services/players/limits';
import { findLiveSession } from './services/players/sessions';
import { createStartupService } from './services/startup';
import type { TenantChanges } from './services/tenant-changes';

export type AppDeps = {
  db: Db;
  /** 'pglite' or 'postgres', reported by /healthz. */
  dbKind: string;
  log: Logger;
  /** null: operator calls are refused. */
  operatorKey: string | null;
  /** Demo mode: /api/dev/outbox answers and one-time codes are logged in full. */
  demo: boolean;
  /** Login and signup limits; in memory when not given (createLimits with Redis to share them). */
  limits?: Limits;
  now?: () => Date;
  /** How long a startup answer is reused; 10 s by default. */
  startupTtlMs?: number;
  /** Signs the DEMO provider's launch tokens and wallet calls; null or absent: DEMO games do not launch. */
  demoProviderSecret?: string | null;
  /** The web tier's shared secret: with it, the player's address the web tier reports is believed. */
  webSecret?: string | null;
  /** The proof of work in front of signup and code requests; a key of this process and the default work if absent. */
  challenge?: ChallengeConfig;
  /** The bench's floor route (routes/bench.ts); never in a real install. */
  benchRoutes?: boolean;
  /** Where the app's periodic work is started (server.ts runs each on one instance); tests leave it out. */
  jobs?: JobRunner;
  /** How a tenant change reaches the install's other processes (PostgreSQL NOTIFY); this process only if absent. */
  tenantChanges?: TenantChanges;
};

export type JobRunner = (name: string, everyMs: number, run: () => Promise<unknown>) => void;

const CALL_BODY_LIMIT = 64 * 1024;
const TENANT_FILE_LIMIT = 2 * 1024 * 1024;

const tooLarge = bodyLimit(CALL_BODY_LIMIT);
const fileTooLarge = bodyLimit(TENANT_FILE_LIMIT);

/** The platform as a Hono app; listening is server.ts's business, so tests call app.request() directly. */
export function createApp(deps: AppDeps): Hono {
  const { db, log, demo } = deps;
  const now = deps.now ?? (() => new Date());
  const startup = createStartupService(db, now, deps.startupTtlMs ?? 10_000, deps.tenantChanges);
  const limits = deps.limits ?? createLimits();
  const challenges = createChallenges(
    db,
    deps.challenge ?? { secret: randomBytes(32).toString('hex'), maxNumber: CHALLENGE_RULES.maxNumber },
  );
  const players: PlayerRouting = {
    deps: { db, log, demo, limits, now },
    // The BFF names the site in x-felt-domain, so a session is refused on any other tenant.
    authenticate: (body, c) => authenticate(db, now(), body, c.req.header('x-felt-domain')),
    authenticateWithProfile: (body, c) => authenticateWithProfile(db, now(), body, c.req.header('x-felt-domain')),
  };
  // Hono's fastest router, named rather than left to its fallback: a route it cannot compile fails every test at
  // once instead of quietly putting every call on the slower tree router.
  const app = new Hono({ router: new RegExpRouter() });

  app.use(requestMetrics());
  app.use(requestLog(log));
  // A NUL in the path names nothing (and PostgreSQL cannot compare text holding one).
  app.use(async (c, next) => (/%00/.test(c.req.url) ? c.json(notFoundFailure, 404) : next()));
  app.use(clientInfo(deps.webSecret ?? null));
  app.use('/api/*', async (c, next) => (c.req.path.startsWith('/api/operator/') ? fileTooLarge : tooLarge)(c, next));

  // Without the BFF's x-felt-domain, a session call is held to its session's site.
  const sessionSite = async (token: string) => (await findLiveSession(db, token, now()))?.tenant.domain_name ?? null;
  app.use('/api/*', siteGate(startup, now, sessionSite));

  healthRoutes(app, db, deps.dbKind, log);
  docsRoutes(app);
  mediaRoutes(app, db);
  startupRoutes(app, startup);
  authRoutes(app, players, challenges);
  settingsRoutes(app, db, players);
  homeRoutes(app, db, players);
  engagementPromotionRoutes(app, { db, now }, players);
  engagementReferralRoutes(app, db, players);
  // Held referral rewards are paid by this job once their deposit is wagered, never by a read (decision 0047).
  deps.jobs?.('referral reward release', 5_000, referralReleaseJob(db, log, now));
  // Bonuses past their date give their money back; a bet ends one too, so this only tidies idle wallets.
  deps.jobs?.('bonus expiry', 60_000, async () => {
    const expired = await expireBonuses(db, now());
    if (expired) log.info({ expired }, 'expired bonuses');
  });
  sportsbookRoutes(app, { db, now });
  const demoProviderSecret = deps.demoProviderSecret ?? null;
  productRoutes(app, { db, now, demo, demoProviderSecret }, players);
  limitsRoutes(app, { db, now }, players);
  engagementMissionsRoutes(app, players);
  providerRoutes(app, { db, now, secretOf: (code) => (code === DEMO_PROVIDER ? demoProviderSecret : null) });
  // The DEMO provider's games, whose wallet calls go through this app's own HTTP layer and signature check.
  if (demoProviderSecret) {
    const wallet = (path: string, init: RequestInit) => Promise.resolve(app.request(path, init));
    const provider = demoProviderRoutes(app, { db, secret: demoProviderSecret, wallet, now, log });
    deps.jobs?.('demo Rocket sweep', 2_000, provider.sweep);
  }
  devRoutes(app, db, demo);
  if (deps.benchRoutes) benchRoutes(app, db);
  operatorRoutes(app, { db, operatorKey: deps.operatorKey, startup, demo, limits, now });
  paymentRoutes(app, { db, now }, players); // after operatorRoutes: its key check guards /api/operator/payments
  minigameRoutes(app, { db, now }, players); // after operatorRoutes: its key check guards /api/operator/tokens
  engagementInboxRoutes(app, { db, now }, players); // after operatorRoutes too: /api/operator/inbox

  // Unknown paths, and calls of the contract this platform does not serve yet.
  app.notFound((c) => c.json(notFoundFailure, 404));

  app.onError((error, c) => {
    if (error instanceof Refusal) {
      // Locks and rate limits say when to come back in the header too, for proxies and clients that read it.
      if (error.failure.retry_after !== undefined) c.header('Retry-After', String(error.failure.retry_after));
      return c.json(error.failure, httpStatusOf(error.failure.statusCode));
    }
    log.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
    return c.json({ statusCode: STATUS.internalServerError, message: ERROR_KEYS.internalServerError }, 500);
  });

  return app;
}
