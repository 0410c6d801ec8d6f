import { describe, expect, it } from 'vitest';
import { isSuccess, validationFailure } from '../envelope';
import { openApiDocument } from '../openapi';
import { CALL_GROUPS } from '../tables/call-groups';
import { CALLS, login, signup, startup, WALLET_CALLS } from '.';

// The calls of SPEC.md 7, as written there.
const SPEC_PATHS = [
  'auth/login',
  'auth/get_balance',
  'auth/forgot_password',
  'auth/signup',
  'auth/tac/verify',
  'auth/tac/request_new_register',
  'auth/tac/request_login',
  'auth/login_tac',
  'auth/update_password',
  'auth/vip',
  'startup',
  'product/get_hot_games',
  'settings/profile_update',
  'settings/social_account',
  'settings/top10winner_withdrawal',
  'settings/siteinfodetail',
  'settings/get_inbox',
  'settings/claim_inbox',
  'settings/check_status',
  'settings/get_analytics',
  'settings/adsvisit',
  'settings/partners',
  'seo',
  'home/fetch_transactions',
  'home/fetch_slide',
  'home/fetch_announment',
  'home/marquee',
  'home/referral',
  'home/fav_add',
  'home/fav_remove',
  'home/fav_list',
  'home/public_odds',
  'home/match_list',
].map((p) => `/api/${p}`);

const startupExample = {
  statusCode: 1,
  message: 'OK',
  maintenance: { is_maintenance: false, start_date: null, end_date: null },
  content: { menu: { children: [{ content_id: 1, game_menu: 'slot_game' }] } },
  site: {
    site_name: 'Golden Reef',
    currency: 'PHP',
    theme_code: 'casino1',
    theme_color: 'gold',
    logo1: '/api/media/logo1.svg',
    logo2: '/api/media/logo2.svg',
    logo3: '/api/media/logo3.svg',
    status: true,
    expired_date: null,
    logo_text: 'GR',
    external_id: 'golden-reef',
    android_sub: '',
    ios_sub: '',
    manifest_icon: '/api/media/icon.svg',
    gamify_status: true,
  },
  language: [{ code: 'EN', is_default: true }],
  provider_count: { slot_game: 4 },
  aff_domain: [],
  live_chat: { chat_id: null, image_id: null, status: false },
};

/** Calls SPEC 7 implies but does not list (DESIGN.md 3), each marked as an extension. */
const EXTENSION_PATHS = [
  'auth/logout',
  'auth/logout_others',
  'auth/sessions',
  'auth/reset_password',
  'auth/challenge',
  'settings/get_profile',
  'settings/read_inbox',
  'settings/vip_levels',
  'dev/outbox',
  'product/providers',
  'product/games',
  'product/launch_game',
  'product/recent_games',
  'product/bet_history',
  'payment/methods',
  'payment/deposit',
  'payment/withdraw',
  'payment/banks',
  'payment/add_bank',
  'payment/remove_bank',
  'payment/transactions',
  'payment/statement',
  'limits/get',
  'limits/set_limit',
  'limits/set_session',
  'limits/exclude',
  'minigame/info',
  'minigame/spin',
  'minigame/history',
  'mission/list',
  'mission/claim',
  'leaderboard/list',
  'leaderboard/my_rank',
  'promotion/list',
  'promotion/claims',
  'promotion/claim',
  'promotion/bonus',
  'referral/summary',
].map((p) => `/api/${p}`);
/** The seamless wallet a game provider calls (DESIGN.md 2): documented, but never forwarded by the site. */
const WALLET_PATHS = ['authenticate', 'balance', 'bet', 'win', 'rollback'].map(
  (verb) => `/api/provider/{provider_code}/${verb}`,
);
const ALL_PATHS = [...SPEC_PATHS, ...EXTENSION_PATHS].sort();
const OTHER = /^\/api\/(operator|media)\//;

describe('the call registry', () => {
  it('holds every call of SPEC 7 and the extensions, nothing twice', () => {
    expect([...CALLS.keys()].sort()).toEqual(ALL_PATHS);
  });

  it('marks exactly the calls outside SPEC 7 as extensions', () => {
    const extensions = [...CALLS.values()].filter((c) => c.extension).map((c) => c.path);
    expect(extensions.sort()).toEqual([...EXTENSION_PATHS].sort());
  });

  it('has a zod-free failure group for every call, matching the call', () => {
    const fromCalls = Object.fromEntries([...CALLS.values()].map((c) => [c.path, c.failure]));
    expect(CALL_GROUPS).toEqual(fromCalls);
  });

  it('refuses a weak new password and names the rule', () => {
    const result = signup.request.safeParse({
      domain_name: 'localhost',
      external_id: 'x',
      account_id: 'player1',
      password: 'onlyletters',
      contact_phone: '+63 912 345 6789',
      contact_email: 'a@b.co',
      altcha: 'eyJ9',
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues.map((i) => i.message)).toEqual(['passwordLetterDigit']);
  });

  it('keeps GET for the two public sportsbook calls only', () => {
    const gets = [...CALLS.values()].filter((c) => c.method === 'GET').map((c) => c.path);
    expect(gets.sort()).toEqual(['/api/home/match_list', '/api/home/public_odds']);
  });

  it('keeps the seamless wallet out of the calls the site forwards', () => {
    for (const call of Object.values(WALLET_CALLS)) {
      expect(CALLS.has(call.path), call.path).toBe(false);
      expect(WALLET_PATHS).toContain(call.path);
    }
  });

  it('marks calls that carry account_id and auth', () => {
    for (const call of CALLS.values()) {
      const shape = call.request?.shape ?? {};
      expect('auth' in shape, call.path).toBe(call.auth);
    }
  });
});

describe('schemas against example payloads', () => {
  it('accepts a startup answer and refuses one without a site', () => {
    expect(startup.response.safeParse(startupExample).success).toBe(true);
    const { site: _site, ...noSite } = startupExample;
    expect(startup.response.safeParse(noSite).success).toBe(false);
  });

  it('names the failing fields of a bad login body', () => {
    const result = login.request.safeParse({ account_id: 'x', password: 'demo1234', domain_name: 'localhost' });
    expect(result.success).toBe(false);
    if (!result.success) {
      const failure = validationFailure(result.error);
      expect(failure.statusCode).toBeLessThan(0);
      expect(failure.errors?.map((e) => e.path).sort()).toEqual(['account_id', 'external_id']);
    }
  });

  it('treats only statusCode 1 as success', () => {
    expect(isSuccess({ statusCode: 1 })).toBe(true);
    expect(isSuccess({ statusCode: '1' })).toBe(false);
    expect(isSuccess({ statusCode: 0 })).toBe(false);
    expect(isSuccess(null)).toBe(false);
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with every call and a request body for each POST', () => {
    const doc = openApiDocument();
    expect(doc.openapi).toBe('3.1.0');
    // Beside the calls: the operator calls and the platform's own paths (openapi.test.ts checks those).
    const callPaths = Object.keys(doc.paths).filter((path) => path.startsWith('/api/') && !OTHER.test(path));
    expect(callPaths.sort()).toEqual([...ALL_PATHS, ...WALLET_PATHS].sort());
    for (const call of CALLS.values()) {
      const op = doc.paths[call.path]?.[call.method.toLowerCase()] as Record<string, unknown>;
      expect(op, call.path).toBeDefined();
      expect('requestBody' in op, call.path).toBe(call.method === 'POST');
    }
  });
});
