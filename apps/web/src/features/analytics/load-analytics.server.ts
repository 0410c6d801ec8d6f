import { type AnalyticsItem, getAnalytics } from '@felt/contract';
import { unstable_cache } from 'next/cache';
import type { z } from 'zod';
import { succeeded } from '@/lib/api/answers';
import { callPlatform, isCallFailure } from '@/lib/api/platform-client.server';
import { TENANT_REVALIDATE_SECONDS, tenantTag } from '@/tenant/cache-tags';
import type { ReadyTenant } from '@/tenant/load-tenant.server';

export type AnalyticsSnippet = z.infer<typeof AnalyticsItem>;

class AnalyticsUnavailableError extends Error {}

async function fetchAnalytics(domain: string): Promise<AnalyticsSnippet[]> {
  const answer = await callPlatform(getAnalytics, { domain_name: domain });
  if (succeeded(getAnalytics, answer)) return answer.value;
  // Thrown, not returned, so a platform hiccup is not cached for a minute.
  if (isCallFailure(getAnalytics, answer)) throw new AnalyticsUnavailableError(domain);
  return [];
}

/** The tenant's analytics snippets (SPEC 4), cached under its tag; none when the platform cannot say. */
export async function loadAnalytics(tenant: ReadyTenant): Promise<AnalyticsSnippet[]> {
  const cached = unstable_cache(() => fetchAnalytics(tenant.domain), ['analytics', tenant.domain], {
    tags: [tenantTag(tenant.domain)],
    revalidate: TENANT_REVALIDATE_SECONDS,
  });
  try {
    return await cached();
  } catch (error) {
    if (error instanceof AnalyticsUnavailableError) return [];
    throw error;
  }
}
