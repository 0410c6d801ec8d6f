import { paymentMethods } from '@felt/contract';
import { unstable_cache } from 'next/cache';
import { succeeded } from '@/lib/api/answers';
import { callPlatform, isCallFailure } from '@/lib/api/platform-client.server';
import { TENANT_REVALIDATE_SECONDS, tenantTag } from '@/tenant/cache-tags';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import type { Method } from './money-types';

class MethodsUnavailableError extends Error {}

async function fetchMethods(domain: string, externalId: string): Promise<Method[]> {
  const answer = await callPlatform(paymentMethods, { domain_name: domain, external_id: externalId });
  if (succeeded(paymentMethods, answer)) return answer.value;
  if (isCallFailure(paymentMethods, answer)) throw new MethodsUnavailableError(domain);
  return [];
}

/**
 * The tenant's payment methods and limits, cached under the tenant's tag like its other settings; null when
 * the platform cannot say (a failure is not cached, so the next render asks again).
 */
export async function loadMethods(tenant: ReadyTenant): Promise<Method[] | null> {
  const cached = unstable_cache(
    () => fetchMethods(tenant.domain, tenant.startup.site.external_id),
    ['payment-methods', tenant.domain],
    { tags: [tenantTag(tenant.domain)], revalidate: TENANT_REVALIDATE_SECONDS },
  );
  try {
    return await cached();
  } catch (error) {
    if (error instanceof MethodsUnavailableError) return null;
    throw error;
  }
}
