import { paymentMethods } from '@felt/contract';
import { cachedTenantCall, tenantIds } from '@/tenant/cached-read.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import type { Method } from './money-types';

/** The tenant's payment methods and limits, cached under the tenant's tag; null when the platform cannot say. */
export function loadMethods(tenant: ReadyTenant): Promise<Method[] | null> {
  return cachedTenantCall(tenantIds(tenant), 'payment-methods', paymentMethods, {
    pick: (answer) => answer.value,
    otherwise: [],
    fallback: null,
  });
}
