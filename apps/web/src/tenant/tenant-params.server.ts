import type { LocalePrefix } from '@felt/contract';
import { notFound } from 'next/navigation';
import { hasTenantLocale } from '@/i18n/routing';
import { loadTenant, type ReadyTenant } from './load-tenant.server';

/** Route params of the internal segment /_t/[tenant]/[locale]; set by the proxy, never by the browser. */
export type TenantParams = Promise<{ tenant: string; locale: string }>;

/** The ready tenant and a locale it enables; anything else is not found. */
export async function readTenantParams(params: TenantParams): Promise<{ tenant: ReadyTenant; locale: LocalePrefix }> {
  const { tenant: domain, locale } = await params;
  const tenant = await loadTenant(decodeURIComponent(domain));
  if (tenant.kind !== 'ready' || !hasTenantLocale(tenant.locales, locale)) notFound();
  return { tenant, locale };
}
