import { createHmac } from 'node:crypto';
import type { Handler } from './fake-backend';
import { readRoutes } from './fake-reads';
import { type FakePlayers, SIGNUP_RULES, type SignupRules, signupRoutes } from './fake-signup';
import { FAKE_PROFILE, writeRoutes } from './fake-writes';

// The routes of a back end that keeps every rule the kit checks; each fixture replaces one to break one rule.

export const FAKE_DOMAIN = 'fixture.localhost';
export const FAKE_ACCOUNT = { id: 'fixture01', password: 'fixture-password' };
export const FAKE_SECRET = 'fixture-provider-secret';
const CURRENCY = 'USD';
export const GAME_TOKEN = 'fixture-game-session-token';

export const STARTUP_ANSWER = {
  statusCode: 1,
  message: 'OK',
  maintenance: { is_maintenance: false, start_date: null, end_date: null },
  content: { menu: { children: [{ content_id: 1, game_menu: 'hot' }] } },
  site: {
    site_name: 'Fixture',
    currency: CURRENCY,
    theme_code: 'casino1',
    theme_color: 'gold',
    logo1: '',
    logo2: '',
    logo3: '',
    status: true,
    expired_date: null,
    logo_text: 'Fixture',
    external_id: 'fixture',
    android_sub: '',
    ios_sub: '',
    manifest_icon: '',
    gamify_status: false,
  },
  language: [{ code: 'EN', is_default: true }],
  provider_count: {},
  aff_domain: [],
  live_chat: { chat_id: null, image_id: null, status: false },
};

const refuse = (statusCode: number, message: string) => ({ statusCode, message });

/** A wallet of one player, in minor units, with the rules the fixtures may switch off. */
export function walletRoutes(
  rules = { idempotent: true, tombstones: true, overdraws: false },
  provider = 'DEMO',
): Record<string, Handler> {
  let balance = 100_000;
  const bets = new Map<string, object>();
  const rolledBack = new Map<string, object>();
  const answer = (transaction_id?: unknown) => ({ statusCode: 1, balance, currency: CURRENCY, transaction_id });
  const launch = `${Buffer.from(JSON.stringify({ token: GAME_TOKEN, currency: CURRENCY })).toString('base64url')}`;
  const signature = createHmac('sha256', FAKE_SECRET).update(launch).digest('hex');
  return {
    '/api/product/launch_game': () => ({
      statusCode: 1,
      url: `/games/demo/slot?launch=${launch}.${signature}`,
      mode: 'iframe',
      game_name: 'Lucky Sevens',
      game_type: 'slot',
    }),
    [`/api/provider/${provider}/balance`]: () => answer(),
    [`/api/provider/${provider}/bet`]: ({ transaction_id, amount }) => {
      const id = String(transaction_id);
      if (rules.idempotent && bets.has(id)) return bets.get(id)!;
      if (rules.tombstones && rolledBack.has(id)) return refuse(-409, 'transactionRolledBack');
      if (!rules.overdraws && Number(amount) > balance) return refuse(-400, 'insufficientFunds');
      balance -= Number(amount);
      bets.set(id, answer(id));
      return bets.get(id)!;
    },
    [`/api/provider/${provider}/rollback`]: ({ transaction_id, amount }) => {
      const id = String(transaction_id);
      if (!rolledBack.has(id)) {
        if (bets.has(id)) balance += Number(amount);
        rolledBack.set(id, answer(id));
      }
      return rolledBack.get(id)!;
    },
  };
}

/** Startup answering `answer` for the fixture's domain and siteNotConfigured for any other. */
export const startupRoute =
  (answer: object): Handler =>
  ({ domain_name }) =>
    domain_name === FAKE_DOMAIN ? answer : refuse(-404, 'siteNotConfigured');

/** The players' sessions: each login opens one with a token of its own, a logout ends that one. */
function sessionRoutes(players: FakePlayers): Record<string, Handler> {
  const live = new Set<string>();
  let opened = 0;
  const open = (account_id: unknown) => {
    const token = `fixture-session-${++opened}`;
    live.add(token);
    const { full_name: fullname, contact_email: email } = FAKE_PROFILE;
    return { statusCode: 1, token, user: { account_id, session_token: token }, fullname, email };
  };
  return {
    '/api/auth/login': ({ account_id, password }) => {
      if (!account_id) {
        return { ...refuse(-400, 'validationFailed'), errors: [{ path: 'account_id', message: 'accountIdLength' }] };
      }
      const player = players.get(String(account_id));
      if (!player || player.password !== password) return refuse(-401, 'invalidCredentials');
      return player.active ? open(account_id) : refuse(-403, 'accountNotVerified');
    },
    '/api/auth/get_balance': ({ auth }) =>
      live.has(String(auth)) ? { statusCode: 1, game_balance: 1000, game_token: 0 } : refuse(-401, 'sessionExpired'),
    '/api/auth/logout': ({ auth }) => (live.delete(String(auth)) ? { statusCode: 1 } : refuse(-401, 'sessionExpired')),
  };
}

/** The calls every row needs, each keeping its rule (signup's as `signup` says); the fixture player exists already. */
export function goodRoutes(signup: SignupRules = SIGNUP_RULES): Record<string, Handler> {
  const players: FakePlayers = new Map([[FAKE_ACCOUNT.id, { password: FAKE_ACCOUNT.password, active: true }]]);
  return {
    '/api/startup': startupRoute(STARTUP_ANSWER),
    ...sessionRoutes(players),
    ...signupRoutes(players, signup),
    ...readRoutes(),
    ...writeRoutes(),
    ...walletRoutes(),
  };
}
