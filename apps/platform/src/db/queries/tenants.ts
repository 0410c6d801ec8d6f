import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  tenantAnalytics,
  tenantAnnouncements,
  tenantCms,
  tenantMarquee,
  tenantMenu,
  tenantPartners,
  tenantSeo,
  tenantSlides,
  tenantSocialAccounts,
  tenants,
} from '../schema';

export type TenantRow = typeof tenants.$inferSelect;

export async function findTenantByDomain(db: Db, domain: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.domain_name, domain)).limit(1);
  return row;
}

export function listTenants(db: Db) {
  return db
    .select({
      domain_name: tenants.domain_name,
      external_id: tenants.external_id,
      site_name: tenants.site_name,
      theme_code: tenants.theme_code,
      theme_color: tenants.theme_color,
      default_lang: tenants.default_lang,
      languages: tenants.languages,
      updated_at: tenants.updated_at,
    })
    .from(tenants)
    .orderBy(asc(tenants.domain_name));
}

export async function countTenants(db: Db): Promise<number> {
  const rows = await db.select({ id: tenants.id }).from(tenants).limit(1);
  return rows.length;
}

// Child rows of one tenant, each in the order the tenant file gave them.

export const menuOf = (db: Db, tenantId: number) =>
  db.select().from(tenantMenu).where(eq(tenantMenu.tenant_id, tenantId)).orderBy(asc(tenantMenu.position));

export const cmsOf = (db: Db, tenantId: number) => db.select().from(tenantCms).where(eq(tenantCms.tenant_id, tenantId));

export const seoOf = (db: Db, tenantId: number) =>
  db.select().from(tenantSeo).where(eq(tenantSeo.tenant_id, tenantId)).orderBy(asc(tenantSeo.position));

export const partnersOf = (db: Db, tenantId: number) =>
  db.select().from(tenantPartners).where(eq(tenantPartners.tenant_id, tenantId)).orderBy(asc(tenantPartners.position));

export const socialAccountsOf = (db: Db, tenantId: number) =>
  db
    .select()
    .from(tenantSocialAccounts)
    .where(eq(tenantSocialAccounts.tenant_id, tenantId))
    .orderBy(asc(tenantSocialAccounts.position));

export const analyticsOf = (db: Db, tenantId: number) =>
  db
    .select()
    .from(tenantAnalytics)
    .where(eq(tenantAnalytics.tenant_id, tenantId))
    .orderBy(asc(tenantAnalytics.position));

export const slidesOf = (db: Db, tenantId: number) =>
  db.select().from(tenantSlides).where(eq(tenantSlides.tenant_id, tenantId)).orderBy(asc(tenantSlides.position));

export const marqueeOf = (db: Db, tenantId: number) =>
  db.select().from(tenantMarquee).where(eq(tenantMarquee.tenant_id, tenantId)).orderBy(asc(tenantMarquee.position));

export const announcementsOf = (db: Db, tenantId: number) =>
  db
    .select()
    .from(tenantAnnouncements)
    .where(eq(tenantAnnouncements.tenant_id, tenantId))
    .orderBy(asc(tenantAnnouncements.position));
