import { fetchTransactions, top10WinnerWithdrawal } from '@felt/contract';
import { succeeded } from '@/lib/api/answers';
import { callPlatform } from '@/lib/api/platform-client.server';
import { cachedForTenant, tenantIds } from '@/tenant/cached-read.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import type { SiteActivityData } from './site-activity-data';

// Loaded on the server, not in the browser: the home page is one cached page per tenant and language that
// is regenerated at most once a minute, so reading the figures there costs the platform two calls a minute
// per tenant however many players visit, they arrive with the page (no empty box that fills in later), and
// the page ships no script for them. A minute old is fresh enough for "latest deposits".

/** Seconds the figures stay fresh: as long as the home page itself (its `revalidate`). */
const ACTIVITY_REVALIDATE_SECONDS = 60;

async function fetchActivity(domain: string, externalId: string) {
  const body = { domain_name: domain, external_id: externalId };
  const [stats, transactions] = await Promise.all([
    callPlatform(top10WinnerWithdrawal, body),
    callPlatform(fetchTransactions, body),
  ]);
  return {
    statistics: succeeded(top10WinnerWithdrawal, stats) ? stats.statistics : null,
    deposits: succeeded(fetchTransactions, transactions) ? transactions.deposits : [],
    withdrawals: succeeded(fetchTransactions, transactions) ? transactions.withdrawals : [],
  };
}

/** The home page's statistics and latest payments, cached a minute under the tenant's tag. */
export async function loadSiteActivity(tenant: ReadyTenant): Promise<SiteActivityData> {
  const { domain, externalId } = tenantIds(tenant);
  const activity = await cachedForTenant(domain, ['site-activity'], () => fetchActivity(domain, externalId), {
    fallback: { statistics: null, deposits: [], withdrawals: [] },
    revalidate: ACTIVITY_REVALIDATE_SECONDS,
  });
  return { currency: tenant.startup.site.currency, ...activity };
}
