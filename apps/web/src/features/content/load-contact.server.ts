import { socialAccount } from '@felt/contract';
import { cachedTenantCall, tenantIds } from '@/tenant/cached-read.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { type ContactChannel, contactChannels } from './contact-channels';

/** The tenant's contact channels, cached under its tag; empty when it has none or the platform cannot say. */
export function loadContactChannels(tenant: ReadyTenant): Promise<ContactChannel[]> {
  return cachedTenantCall(tenantIds(tenant), 'contact-channels', socialAccount, {
    pick: (answer) => contactChannels(answer.accountList),
    otherwise: [],
    fallback: [],
  });
}
