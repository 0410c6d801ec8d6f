import { type StartupAnswer, startup } from '@felt/contract';
import { unstable_cache } from 'next/cache';
import { type TenantLocales, tenantLocales } from '@/i18n/routing';
import { succeeded } from '@/lib/api/answers';
import { callPlatform, isCallFailure } from '@/lib/api/platform-client.server';
import { TENANT_REVALIDATE_SECONDS, tenantTag } from './cache-tags';

export type ReadyTenant = { kind: 'ready'; domain: string; startup: StartupAnswer; locales: TenantLocales };
export type UnknownTenant = { kind: 'unknown'; domain: string; message: string };
export type TenantState = ReadyTenant | UnknownTenant;

/** The platform could not be asked; never cached, so the next request tries again. */
export class PlatformUnavailableError extends Error {
  constructor(domain: string) {
    super(`The platform did not answer startup for ${domain}`);
    this.name = 'PlatformUnavailableError';
  }
}

/** Asks the platform for a domain's startup answer; throws on a transport failure. */
export async function fetchTenant(domain: string): Promise<TenantState> {
  const answer = await callPlatform(startup, { domain_name: domain });
  if (succeeded(startup, answer)) {
    return { kind: 'ready', domain, startup: answer, locales: tenantLocales(answer.language) };
  }
  if (isCallFailure(startup, answer)) throw new PlatformUnavailableError(domain);
  return { kind: 'unknown', domain, message: answer.message };
}

/** The tenant of a domain, from the data cache (tag tenant:<domain>); pages read it, never the host. */
export function loadTenant(domain: string): Promise<TenantState> {
  return unstable_cache(() => fetchTenant(domain), ['tenant', domain], {
    tags: [tenantTag(domain)],
    revalidate: TENANT_REVALIDATE_SECONDS,
  })();
}
