import { type SocialAccount, socialAccount } from '@felt/contract';
import type { z } from 'zod';
import { cachedTenantCall, tenantIds } from '@/tenant/cached-read.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';

type Account = z.infer<typeof SocialAccount>;

/** The tenant's social and contact accounts, cached under its tag; empty when the platform cannot say. */
export function loadSocialAccounts(tenant: ReadyTenant): Promise<Account[]> {
  return cachedTenantCall(tenantIds(tenant), 'social', socialAccount, {
    pick: (answer) => answer.accountList,
    otherwise: [],
    fallback: [],
  });
}
