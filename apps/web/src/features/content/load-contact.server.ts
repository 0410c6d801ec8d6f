import { socialAccount } from '@felt/contract';
import { unstable_cache } from 'next/cache';
import { succeeded } from '@/lib/api/answers';
import { callPlatform, isCallFailure } from '@/lib/api/platform-client.server';
import { TENANT_REVALIDATE_SECONDS, tenantTag } from '@/tenant/cache-tags';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { type ContactChannel, contactChannels } from './contact-channels';

class ContactUnavailableError extends Error {}

async function fetchChannels(domain: string, externalId: string): Promise<ContactChannel[]> {
  const answer = await callPlatform(socialAccount, { domain_name: domain, external_id: externalId });
  if (succeeded(socialAccount, answer)) return contactChannels(answer.accountList);
  if (isCallFailure(socialAccount, answer)) throw new ContactUnavailableError(domain);
  return [];
}

/** The tenant's contact channels, cached under its tag; empty when it has none or the platform cannot say. */
export async function loadContactChannels(tenant: ReadyTenant): Promise<ContactChannel[]> {
  const cached = unstable_cache(
    () => fetchChannels(tenant.domain, tenant.startup.site.external_id),
    ['contact-channels', tenant.domain],
    { tags: [tenantTag(tenant.domain)], revalidate: TENANT_REVALIDATE_SECONDS },
  );
  try {
    return await cached();
  } catch (error) {
    if (error instanceof ContactUnavailableError) return [];
    throw error;
  }
}
