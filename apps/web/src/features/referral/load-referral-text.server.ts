import { type LocaleCode, referral } from '@felt/contract';
import { unstable_cache } from 'next/cache';
import { succeeded } from '@/lib/api/answers';
import { callPlatform } from '@/lib/api/platform-client.server';
import { TENANT_REVALIDATE_SECONDS, tenantTag } from '@/tenant/cache-tags';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { sanitizeCms } from '../content/sanitize-cms';

class ReferralTextUnavailableError extends Error {}

async function fetchReferralText(domain: string, externalId: string, lang: LocaleCode): Promise<string> {
  const answer = await callPlatform(referral, { domain_name: domain, external_id: externalId, lang });
  if (succeeded(referral, answer)) return answer.value.setting_value;
  throw new ReferralTextUnavailableError(domain);
}

/** The referral programme's text (home/referral's setting_value), sanitized; empty when there is none. */
export async function loadReferralText(tenant: ReadyTenant, lang: LocaleCode): Promise<string> {
  const cached = unstable_cache(
    () => fetchReferralText(tenant.domain, tenant.startup.site.external_id, lang),
    ['referral-text', tenant.domain, lang],
    { tags: [tenantTag(tenant.domain)], revalidate: TENANT_REVALIDATE_SECONDS },
  );
  try {
    return sanitizeCms(await cached());
  } catch (error) {
    if (error instanceof ReferralTextUnavailableError) return '';
    throw error;
  }
}
