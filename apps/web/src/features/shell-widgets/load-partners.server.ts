import { partners } from '@felt/contract';
import { cachedTenantCall } from '@/tenant/cached-read.server';
import type { PartnerView } from './partner-view';

/** The tenant's partners, cached under its tag; none when the platform cannot say (the tab then hides). */
export function loadPartners(domain: string, externalId: string): Promise<PartnerView[]> {
  return cachedTenantCall({ domain, externalId }, 'partners', partners, { pick: (a) => a.partners, fallback: [] });
}
