import { type AnalyticsItem, getAnalytics } from '@felt/contract';
import type { z } from 'zod';
import { cachedTenantCall, tenantIds } from '@/tenant/cached-read.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';

export type AnalyticsSnippet = z.infer<typeof AnalyticsItem>;

/** The tenant's analytics snippets (SPEC 4), cached under its tag; none when the platform cannot say. */
export function loadAnalytics(tenant: ReadyTenant): Promise<AnalyticsSnippet[]> {
  return cachedTenantCall(tenantIds(tenant), 'analytics', getAnalytics, {
    pick: (answer) => answer.value,
    otherwise: [],
    fallback: [],
  });
}
