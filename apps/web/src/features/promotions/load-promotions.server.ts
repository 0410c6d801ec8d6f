import { type LocaleCode, type Promotion, promotionList } from '@felt/contract';
import { unstable_cache } from 'next/cache';
import { succeeded } from '@/lib/api/answers';
import { callPlatform, isCallFailure } from '@/lib/api/platform-client.server';
import { TENANT_REVALIDATE_SECONDS, tenantTag } from '@/tenant/cache-tags';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { sanitizeCms } from '../content/sanitize-cms';

class PromotionsUnavailableError extends Error {}

async function fetchPromotions(domain: string, externalId: string, lang: LocaleCode): Promise<Promotion[]> {
  const answer = await callPlatform(promotionList, { domain_name: domain, external_id: externalId, lang });
  if (succeeded(promotionList, answer)) return answer.value;
  if (isCallFailure(promotionList, answer)) throw new PromotionsUnavailableError(domain);
  return [];
}

/**
 * The tenant's running promotions in the reader's language, bodies sanitized here on the server (SPEC 5); empty
 * when the platform cannot say. Cached per tenant and language with the tenant's tag, like the other texts.
 */
export async function loadPromotions(tenant: ReadyTenant, lang: LocaleCode): Promise<Promotion[]> {
  const cached = unstable_cache(
    () => fetchPromotions(tenant.domain, tenant.startup.site.external_id, lang),
    ['promotions', tenant.domain, lang],
    { tags: [tenantTag(tenant.domain)], revalidate: TENANT_REVALIDATE_SECONDS },
  );
  try {
    const list = await cached();
    return list.map((p) => ({ ...p, body: p.body ? sanitizeCms(p.body) || null : null }));
  } catch (error) {
    if (error instanceof PromotionsUnavailableError) return [];
    throw error;
  }
}
