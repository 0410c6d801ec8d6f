import type { LocaleCode } from '@felt/contract';
import type { Db } from '../db/client';
import { findTenantByDomain, type TenantRow } from '../db/queries/tenants';
import { siteNotConfigured } from '../http/refusal';

/** The tenant a request names; an unknown domain, or an external_id of another tenant, is not configured. */
export async function tenantFor(db: Db, domain: string, externalId?: string): Promise<TenantRow> {
  const tenant = await findTenantByDomain(db, domain);
  if (!tenant || (externalId !== undefined && tenant.external_id !== externalId)) throw siteNotConfigured();
  return tenant;
}

/** The language to answer in: the reader's when the tenant offers it, else the tenant's default. */
export function readerLang(tenant: TenantRow, lang: LocaleCode | undefined): string {
  return lang && tenant.languages.includes(lang) ? lang : tenant.default_lang;
}

/** A text in `lang`, else in the tenant's default language, else whatever the tenant wrote. */
export function pickText(texts: Partial<Record<string, string>>, lang: string, tenant: TenantRow): string {
  return texts[lang] ?? texts[tenant.default_lang] ?? Object.values(texts).find(Boolean) ?? '';
}
