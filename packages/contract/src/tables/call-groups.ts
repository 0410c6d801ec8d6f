import type { FailureGroup } from './errors';

/**
 * The failure group of each call a browser makes (SPEC 8), free of zod so client code can read it. A test
 * checks it against the calls' own `failure` field, so the two never drift.
 */
export const CALL_GROUPS: Readonly<Record<string, FailureGroup>> = {
  '/api/auth/login': 'product',
  '/api/auth/get_balance': 'wallet',
  '/api/auth/forgot_password': 'product',
  '/api/auth/signup': 'product',
  '/api/auth/tac/verify': 'product',
  '/api/auth/tac/request_new_register': 'product',
  '/api/auth/tac/request_login': 'product',
  '/api/auth/login_tac': 'product',
  '/api/auth/update_password': 'product',
  '/api/auth/vip': 'product',
  '/api/auth/logout': 'network',
  '/api/auth/logout_others': 'network',
  '/api/auth/sessions': 'network',
  '/api/auth/reset_password': 'product',
  '/api/dev/outbox': 'product',
  '/api/startup': 'startup',
  '/api/product/get_hot_games': 'product',
  '/api/product/providers': 'product',
  '/api/product/games': 'product',
  '/api/product/launch_game': 'product',
  '/api/product/recent_games': 'product',
  '/api/product/bet_history': 'product',
  '/api/payment/methods': 'content',
  '/api/payment/deposit': 'product',
  '/api/payment/withdraw': 'product',
  '/api/payment/banks': 'network',
  '/api/payment/add_bank': 'network',
  '/api/payment/remove_bank': 'network',
  '/api/payment/transactions': 'product',
  '/api/payment/statement': 'product',
  '/api/limits/get': 'network',
  '/api/limits/set_limit': 'network',
  '/api/limits/set_session': 'network',
  '/api/limits/exclude': 'network',
  '/api/settings/profile_update': 'network',
  '/api/settings/get_profile': 'network',
  '/api/settings/social_account': 'network',
  '/api/settings/top10winner_withdrawal': 'network',
  '/api/settings/siteinfodetail': 'content',
  '/api/settings/get_inbox': 'network',
  '/api/settings/claim_inbox': 'network',
  '/api/settings/check_status': 'network',
  '/api/settings/get_analytics': 'network',
  '/api/settings/adsvisit': 'network',
  '/api/settings/partners': 'content',
  '/api/seo': 'content',
  '/api/home/fetch_transactions': 'content',
  '/api/home/fetch_slide': 'content',
  '/api/home/fetch_announment': 'content',
  '/api/home/marquee': 'content',
  '/api/home/referral': 'content',
  '/api/home/fav_add': 'content',
  '/api/home/fav_remove': 'content',
  '/api/home/fav_list': 'wallet',
  '/api/home/public_odds': 'content',
  '/api/home/match_list': 'content',
};

/** A call not in the table is reported like a general product call. */
export function failureGroupOf(path: string): FailureGroup {
  return CALL_GROUPS[path] ?? 'product';
}
