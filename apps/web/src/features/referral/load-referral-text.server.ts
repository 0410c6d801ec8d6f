import { type LocaleCode, referral } from '@felt/contract';
import { cachedTenantCall, tenantIds } from '@/tenant/cached-read.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { sanitizeCms } from '../content/sanitize-cms';

/** The referral programme's text (home/referral's setting_value), sanitized; empty when there is none. */
export async function loadReferralText(tenant: ReadyTenant, lang: LocaleCode): Promise<string> {
  const text = await cachedTenantCall(tenantIds(tenant), 'referral-text', referral, {
    body: { lang },
    pick: (answer) => answer.value.setting_value,
    fallback: '',
  });
  return sanitizeCms(text);
}
