import { partners } from '@felt/contract';
import { unstable_cache } from 'next/cache';
import { succeeded } from '@/lib/api/answers';
import { callPlatform } from '@/lib/api/platform-client.server';
import { TENANT_REVALIDATE_SECONDS, tenantTag } from '@/tenant/cache-tags';
import type { PartnerView } from './partner-view';

async function fetchPartners(domain: string, externalId: string): Promise<PartnerView[]> {
  const answer = await callPlatform(partners, { domain_name: domain, external_id: externalId });
  if (succeeded(partners, answer)) return answer.partners;
  throw new Error(`The platform did not answer partners for ${domain}`);
}

/** The tenant's partners, cached under its tag; none when the platform cannot say (the tab then hides). */
export async function loadPartners(domain: string, externalId: string): Promise<PartnerView[]> {
  const cached = unstable_cache(() => fetchPartners(domain, externalId), ['partners', domain], {
    tags: [tenantTag(domain)],
    revalidate: TENANT_REVALIDATE_SECONDS,
  });
  try {
    return await cached();
  } catch {
    return [];
  }
}
