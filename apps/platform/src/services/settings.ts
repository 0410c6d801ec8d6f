import { type AnalyticsItem, CMS_KEYS, type Cms, type Partner, type SocialAccount } from '@felt/contract';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { analyticsOf, cmsOf, partnersOf, socialAccountsOf } from '../db/queries/tenants';
import { tenantFor } from './tenants';

type TenantBody = { domain_name: string; external_id: string };

/** The five CMS pages; a page the tenant never wrote is empty and switched off. */
export async function cms(db: Db, body: TenantBody): Promise<Cms> {
  const tenant = await tenantFor(db, body.domain_name, body.external_id);
  const rows = new Map((await cmsOf(db, tenant.id)).map((r) => [r.page_key, r]));
  const entry = (key: string) => {
    const row = rows.get(key);
    return { en_body: row?.en_body ?? '', local_body: row?.local_body ?? '', status: row?.status ?? false };
  };
  return Object.fromEntries(CMS_KEYS.map((key) => [key, entry(key)])) as Cms;
}

export async function partners(db: Db, body: TenantBody): Promise<z.infer<typeof Partner>[]> {
  const tenant = await tenantFor(db, body.domain_name, body.external_id);
  return (await partnersOf(db, tenant.id)).map(({ href, img_url, partner_name }) => ({ href, img_url, partner_name }));
}

export async function socialAccounts(db: Db, body: TenantBody): Promise<z.infer<typeof SocialAccount>[]> {
  const tenant = await tenantFor(db, body.domain_name, body.external_id);
  return (await socialAccountsOf(db, tenant.id)).map(({ account_type, account_name, href }) => ({
    account_type,
    account_name,
    href,
  }));
}

export async function analytics(db: Db, domain: string): Promise<z.infer<typeof AnalyticsItem>[]> {
  const tenant = await tenantFor(db, domain);
  return (await analyticsOf(db, tenant.id)).map(({ section, script }) => ({
    section: section === 'BODY' ? 'BODY' : 'HEAD',
    script,
  }));
}
