import { eq } from 'drizzle-orm';
import type { MediaFile } from '../../media/svg';
import type { Db } from '../client';
import {
  media,
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

type Rows<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'id' | 'tenant_id'>[];

/** Everything one tenant file becomes in the database, ready to write. */
export type TenantRows = {
  tenant: Omit<typeof tenants.$inferInsert, 'id' | 'updated_at'>;
  menu: Rows<typeof tenantMenu>;
  cms: Rows<typeof tenantCms>;
  seo: Rows<typeof tenantSeo>;
  partners: Rows<typeof tenantPartners>;
  socialAccounts: Rows<typeof tenantSocialAccounts>;
  analytics: Rows<typeof tenantAnalytics>;
  slides: Rows<typeof tenantSlides>;
  marquee: Rows<typeof tenantMarquee>;
  announcements: Rows<typeof tenantAnnouncements>;
  media: MediaFile[];
};

const CHILDREN = [
  tenantMenu,
  tenantCms,
  tenantSeo,
  tenantPartners,
  tenantSocialAccounts,
  tenantAnalytics,
  tenantSlides,
  tenantMarquee,
  tenantAnnouncements,
  media,
] as const;

/**
 * Writes a tenant all-or-nothing: the tenant row is updated in place (its id survives, so rows that point at it
 * stay valid), every child row and generated image is replaced.
 */
export function replaceTenant(db: Db, rows: TenantRows): Promise<number> {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(tenants)
      .values(rows.tenant)
      .onConflictDoUpdate({ target: tenants.domain_name, set: { ...rows.tenant, updated_at: new Date() } })
      .returning({ id: tenants.id });
    const tenant_id = saved!.id;
    for (const table of CHILDREN) await tx.delete(table).where(eq(table.tenant_id, tenant_id));
    const withId = <T>(list: T[]) => list.map((row) => ({ ...row, tenant_id }));
    if (rows.menu.length) await tx.insert(tenantMenu).values(withId(rows.menu));
    if (rows.cms.length) await tx.insert(tenantCms).values(withId(rows.cms));
    if (rows.seo.length) await tx.insert(tenantSeo).values(withId(rows.seo));
    if (rows.partners.length) await tx.insert(tenantPartners).values(withId(rows.partners));
    if (rows.socialAccounts.length) await tx.insert(tenantSocialAccounts).values(withId(rows.socialAccounts));
    if (rows.analytics.length) await tx.insert(tenantAnalytics).values(withId(rows.analytics));
    if (rows.slides.length) await tx.insert(tenantSlides).values(withId(rows.slides));
    if (rows.marquee.length) await tx.insert(tenantMarquee).values(withId(rows.marquee));
    if (rows.announcements.length) await tx.insert(tenantAnnouncements).values(withId(rows.announcements));
    if (rows.media.length) await tx.insert(media).values(withId(rows.media)).onConflictDoNothing();
    return tenant_id;
  });
}
