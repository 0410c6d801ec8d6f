import type { Handler } from './fake-backend';

// The smallest success of each read call the kit asks: empty lists, zeros, nulls; one hot game, for the favourite
// row. The reads of what the write rows change answer what those hold (fake-writes.ts).

export const AT = '2026-01-01T00:00:00.000Z';
export const HOT_GAME = {
  provider_code: 'DEMO',
  game_code: 'lucky-sevens',
  game_name: 'Lucky Sevens',
  game_type: 'slot',
  game_image: '',
  placeholder: null,
};
const PAGE = { page: 1, per_page: 1, total: 0 };
const BOARD = { period: 'week', metric: 'turnover', starts_at: AT, ends_at: AT, value: [] };
const CMS_PAGE = { en_body: '', local_body: '', status: false };

/** Calls whose answer is one empty list, `value`. */
const EMPTY_VALUE = [
  'home/fetch_announment',
  'home/fetch_slide',
  'home/marquee',
  'home/match_list',
  'home/public_odds',
  'product/providers',
  'promotion/list',
  'payment/methods',
  'settings/get_analytics',
  'auth/sessions',
  'mission/list',
  'minigame/history',
  'product/recent_games',
  'promotion/claims',
];

const ANSWERS: Record<string, object> = {
  'product/get_hot_games': { value: [HOT_GAME] },
  'home/fetch_transactions': { deposits: [], withdrawals: [] },
  'product/games': { value: [], ...PAGE },
  'settings/vip_levels': { levels: [] },
  'leaderboard/list': BOARD,
  seo: { value: null },
  'settings/partners': { partners: [] },
  'settings/siteinfodetail': {
    cms: Object.fromEntries(
      ['about_us', 'privacy_policy', 'banking', 'faqs', 'responsible_gaming'].map((key) => [key, CMS_PAGE]),
    ),
  },
  'settings/social_account': { accountList: [] },
  'settings/top10winner_withdrawal': {
    statistics: {
      withrawal: [],
      winner: [],
      hour_withdrawal: 0,
      registered_player: 0,
      active_player: 0,
      deposited_player: 0,
    },
  },
  'auth/vip': { nextLevel: [] },
  'settings/get_inbox': { list: [] },
  'settings/check_status': {},
  'limits/get': {
    limits: [],
    session_limit_minutes: null,
    reality_check_minutes: null,
    excluded_until: null,
    exclusion_kind: null,
    session: { started_at: AT, net: 0 },
  },
  'leaderboard/my_rank': { ...BOARD, me: { rank: null, amount: 0 } },
  'minigame/info': { token_balance: 0, frozen_token: 0, spin_cost: 1, prizes: [] },
  'payment/statement': { value: [], ...PAGE, money_in: 0, money_out: 0 },
  'payment/transactions': { value: [], ...PAGE },
  'product/bet_history': { value: [], ...PAGE, total_bet: 0, total_win: 0 },
  'referral/summary': {
    value: { referral_code: '', link_path: '', referrals: [], total_earned: 0, reward_percent: 0, max_reward: 0 },
  },
};

/** Every read call answering its smallest success, whoever asks. */
export function readRoutes(): Record<string, Handler> {
  const answers = { ...Object.fromEntries(EMPTY_VALUE.map((call) => [call, { value: [] }])), ...ANSWERS };
  return Object.fromEntries(
    Object.entries(answers).map(([call, fields]) => [`/api/${call}`, () => ({ statusCode: 1, ...fields })]),
  );
}
