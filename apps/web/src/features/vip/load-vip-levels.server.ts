import { type VipLadderLevel, vipLevels } from '@felt/contract';
import { cachedTenantCall, tenantIds } from '@/tenant/cached-read.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';

/** The tenant's VIP ladder, cached under its tag like its other settings; null when the platform cannot say. */
export function loadVipLevels(tenant: ReadyTenant): Promise<VipLadderLevel[] | null> {
  return cachedTenantCall(tenantIds(tenant), 'vip-levels', vipLevels, { pick: (a) => a.levels, fallback: null });
}
