import { ERROR_KEYS, SITE_ACTIVITY, STATUS } from '@felt/contract';
import type { Db } from '../db/client';
import {
  biggestWins,
  insertAdVisit,
  largestWithdrawals,
  latestApproved,
  type Movement,
  playerCounts,
  withdrawnSince,
} from '../db/queries/site-activity';
import { Refusal } from '../http/refusal';
import { isoText } from '../tenants/to-file';
import { engagementFor } from './engagement/defaults';
import { toMajor } from './money';
import type { ClientInfo } from './players/sessions';
import { tenantFor } from './tenants';

// The public side of a site's money: what its home page shows of recent payouts, wins and players.

type TenantBody = { domain_name: string; external_id: string };

const HOUR = 60 * 60 * 1000;

/**
 * An account id as the public sees it: the ends kept, the middle always three stars, so neither the id nor its
 * length shows. demo01 → de***01; abcd → a***d.
 */
export function maskAccount(accountId: string): string {
  if (accountId.length >= 6) return `${accountId.slice(0, 2)}***${accountId.slice(-2)}`;
  if (accountId.length >= 2) return `${accountId[0]}***${accountId.slice(-1)}`;
  return '***';
}

const publicMovement = (currency: string) => (m: Movement) => ({
  account_id: maskAccount(m.account_id),
  amount: toMajor(m.amount_minor, currency),
  created_at: isoText(m.at),
});

/** /api/home/fetch_transactions: the latest approved deposits and paid withdrawals. */
export async function recentTransactions(db: Db, body: TenantBody) {
  const tenant = await tenantFor(db, body.domain_name, body.external_id);
  const [deposits, withdrawals] = await Promise.all([
    latestApproved(db, tenant.id, 'deposit', SITE_ACTIVITY.feedSize),
    latestApproved(db, tenant.id, 'withdrawal', SITE_ACTIVITY.feedSize),
  ]);
  const view = publicMovement(tenant.currency);
  return { deposits: deposits.map(view), withdrawals: withdrawals.map(view) };
}

/**
 * /api/settings/top10winner_withdrawal: the week's largest payouts and wins, the last hour's payouts, counts, and
 * the operator's minimums from which the site shows each of them (engagement.activity).
 */
export async function statistics(db: Db, body: TenantBody, now: Date) {
  const tenant = await tenantFor(db, body.domain_name, body.external_id);
  const week = new Date(now.getTime() - SITE_ACTIVITY.topWindowDays * 24 * HOUR);
  const [withdrawals, wins, lastHour, counts] = await Promise.all([
    largestWithdrawals(db, tenant.id, week, SITE_ACTIVITY.feedSize),
    biggestWins(db, tenant.id, week, SITE_ACTIVITY.feedSize),
    withdrawnSince(db, tenant.id, new Date(now.getTime() - HOUR)),
    playerCounts(db, tenant.id, new Date(now.getTime() - SITE_ACTIVITY.activeWindowHours * HOUR)),
  ]);
  const view = publicMovement(tenant.currency);
  const shown = engagementFor(tenant).activity;
  return {
    // SPEC's spelling.
    withrawal: withdrawals.map(view),
    winner: wins.map((w) => ({ ...view(w), game_name: w.game_name })),
    hour_withdrawal: toMajor(lastHour, tenant.currency),
    registered_player: counts.registered,
    active_player: counts.active,
    deposited_player: counts.deposited,
    shown_from: { players: shown.min_players, paid_out: shown.min_paid_out, rows: shown.min_rows },
  };
}

/** /api/settings/adsvisit: a visit that came from an advertisement, known by its pixel cookie or AppsFlyer id. */
export async function recordAdVisit(
  db: Db,
  body: TenantBody & { fbp?: string | undefined; appsflyer_id?: string | undefined },
  client: ClientInfo,
  now: Date,
): Promise<void> {
  const tenant = await tenantFor(db, body.domain_name, body.external_id);
  const fbp = body.fbp?.trim() || null;
  const appsflyerId = body.appsflyer_id?.trim() || null;
  if (!fbp && !appsflyerId) {
    throw new Refusal({
      statusCode: STATUS.badRequest,
      message: ERROR_KEYS.validationFailed,
      errors: [
        { path: 'fbp', message: 'required' },
        { path: 'appsflyer_id', message: 'required' },
      ],
    });
  }
  await insertAdVisit(db, {
    tenant_id: tenant.id,
    fbp,
    appsflyer_id: appsflyerId,
    ip: client.ip,
    user_agent: client.userAgent,
    created_at: now,
  });
}
