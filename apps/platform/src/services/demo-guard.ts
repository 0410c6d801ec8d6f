import type { Db } from '../db/client';
import { listTenants } from '../db/queries/tenants';

// Demo mode publishes its secrets and hands out any player's codes, so it only ever serves sites that can exist on
// this machine alone: localhost and *.localhost, which browsers resolve to loopback and no DNS can point elsewhere.

export const isLocalDomain = (domain: string): boolean => domain === 'localhost' || domain.endsWith('.localhost');

/** The tenants a demo platform must not serve; empty when demo mode is safe here. */
export async function publicTenantDomains(db: Db): Promise<string[]> {
  const tenants = await listTenants(db);
  return tenants.map((tenant) => tenant.domain_name).filter((domain) => !isLocalDomain(domain));
}
