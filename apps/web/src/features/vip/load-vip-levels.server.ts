import { type VipLadderLevel, vipLevels } from '@felt/contract';
import { unstable_cache } from 'next/cache';
import { succeeded } from '@/lib/api/answers';
import { callPlatform } from '@/lib/api/platform-client.server';
import { TENANT_REVALIDATE_SECONDS, tenantTag } from '@/tenant/cache-tags';
import type { ReadyTenant } from '@/tenant/load-tenant.server';

async function fetchLevels(domain: string, externalId: string): Promise<VipLadderLevel[]> {
  const answer = await callPlatform(vipLevels, { domain_name: domain, external_id: externalId });
  if (succeeded(vipLevels, answer)) return answer.levels;
  throw new Error(`The platform did not answer vip_levels for ${domain}`);
}

/**
 * The tenant's VIP ladder, cached under its tag like its other settings (an operator's import refreshes it);
 * null when the platform cannot say, which is not cached, so the next render asks again.
 */
export async function loadVipLevels(tenant: ReadyTenant): Promise<VipLadderLevel[] | null> {
  const cached = unstable_cache(
    () => fetchLevels(tenant.domain, tenant.startup.site.external_id),
    ['vip-levels', tenant.domain],
    { tags: [tenantTag(tenant.domain)], revalidate: TENANT_REVALIDATE_SECONDS },
  );
  try {
    return await cached();
  } catch {
    return null;
  }
}
