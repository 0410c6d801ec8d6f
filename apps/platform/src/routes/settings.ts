import {
  adsVisit,
  checkStatus,
  ERROR_KEYS,
  getAnalytics,
  getProfile,
  partners,
  profileUpdate,
  STATUS,
  siteInfoDetail,
  socialAccount,
  top10WinnerWithdrawal,
} from '@felt/contract';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { clientOf } from '../http/client-info';
import { serveAuthCall, serveCall } from '../http/serve-call';
import * as account from '../services/players/account';
import { refuse } from '../services/players/refusals';
import * as settings from '../services/settings';
import * as activity from '../services/site-activity';
import type { PlayerRouting } from './player-routing';

export function settingsRoutes(
  app: Hono,
  db: Db,
  { deps, authenticate, authenticateWithProfile }: PlayerRouting,
): void {
  // /api/settings/siteinfodetail: the CMS pages.
  serveCall(app, siteInfoDetail, async (body) => ({ cms: await settings.cms(db, body) }));
  // /api/settings/partners: the partners widget.
  serveCall(app, partners, async (body) => ({ partners: await settings.partners(db, body) }));
  // /api/settings/social_account: social and contact accounts.
  serveCall(app, socialAccount, async (body) => ({
    accountList: await settings.socialAccounts(db, body),
  }));
  // /api/settings/get_analytics: analytics snippets for the head and body.
  serveCall(app, getAnalytics, async (body) => ({
    value: await settings.analytics(db, body.domain_name),
  }));

  // /api/settings/top10winner_withdrawal: the week's largest payouts and wins, and player counts.
  serveCall(app, top10WinnerWithdrawal, async (body) => ({
    statistics: await activity.statistics(db, body, deps.now()),
  }));
  // /api/settings/adsvisit: a visit from an advertisement.
  serveCall(app, adsVisit, async (body, c) => {
    const client = clientOf(c);
    const wait = await deps.limits.adVisit(client.ip);
    if (wait !== null) throw refuse(STATUS.tooManyRequests, ERROR_KEYS.tooManyRequests, wait);
    await activity.recordAdVisit(db, body, client, deps.now());
    return {};
  });

  // /api/settings/check_status: the authentication step alone says whether the session and account still stand.
  serveAuthCall(app, checkStatus, authenticate, async () => ({}));
  // /api/settings/get_profile: the player's profile, phone partly hidden.
  serveAuthCall(app, getProfile, authenticateWithProfile, async (caller) => ({ value: account.profile(caller) }));
  // /api/settings/profile_update: name and e-mail.
  serveAuthCall(app, profileUpdate, authenticate, async (caller, body) => ({
    value: await account.changeProfile(deps, caller, body),
  }));
}
