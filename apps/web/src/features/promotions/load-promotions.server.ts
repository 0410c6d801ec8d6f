import { type LocaleCode, type Promotion, promotionList } from '@felt/contract';
import { cachedTenantCall, tenantIds } from '@/tenant/cached-read.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { sanitizeCms } from '../content/sanitize-cms';

/**
 * The tenant's running promotions in the reader's language, bodies sanitized here on the server (SPEC 5); empty
 * when the platform cannot say. Cached per tenant and language with the tenant's tag, like the other texts.
 */
export async function loadPromotions(tenant: ReadyTenant, lang: LocaleCode): Promise<Promotion[]> {
  const list = await cachedTenantCall(tenantIds(tenant), 'promotions', promotionList, {
    body: { lang },
    pick: (answer) => answer.value,
    otherwise: [],
    fallback: [],
  });
  return list.map((p) => ({ ...p, body: p.body ? sanitizeCms(p.body) || null : null }));
}
