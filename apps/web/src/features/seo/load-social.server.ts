import { type SocialAccount, socialAccount } from '@felt/contract';
import { unstable_cache } from 'next/cache';
import type { z } from 'zod';
import { succeeded } from '@/lib/api/answers';
import { callPlatform, isCallFailure } from '@/lib/api/platform-client.server';
import { TENANT_REVALIDATE_SECONDS, tenantTag } from '@/tenant/cache-tags';
import type { ReadyTenant } from '@/tenant/load-tenant.server';

type Account = z.infer<typeof SocialAccount>;

class SocialUnavailableError extends Error {}

async function fetchSocial(domain: string, externalId: string): Promise<Account[]> {
  const answer = await callPlatform(socialAccount, { domain_name: domain, external_id: externalId });
  if (succeeded(socialAccount, answer)) return answer.accountList;
  // Thrown, not returned, so a platform hiccup is not cached for a minute.
  if (isCallFailure(socialAccount, answer)) throw new SocialUnavailableError(domain);
  return [];
}

/** The tenant's social and contact accounts, cached under its tag; empty when the platform cannot say. */
export async function loadSocialAccounts(tenant: ReadyTenant): Promise<Account[]> {
  const cached = unstable_cache(
    () => fetchSocial(tenant.domain, tenant.startup.site.external_id),
    ['social', tenant.domain],
    { tags: [tenantTag(tenant.domain)], revalidate: TENANT_REVALIDATE_SECONDS },
  );
  try {
    return await cached();
  } catch (error) {
    if (error instanceof SocialUnavailableError) return [];
    throw error;
  }
}
