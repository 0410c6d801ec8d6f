import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, tenantRef } from './tenants';

/** A visit that came from an advertisement: the Facebook pixel cookie (_fbp) or the AppsFlyer id it carried. */
export const adVisits = pgTable(
  'ad_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant_id: tenantRef(),
    fbp: text('fbp'),
    appsflyer_id: text('appsflyer_id'),
    ip: text('ip').notNull(),
    user_agent: text('user_agent').notNull(),
    created_at: at('created_at').notNull(),
  },
  (t) => [
    index('ad_visits_tenant_idx').on(t.tenant_id, t.created_at),
    check('ad_visits_source_check', sql`${t.fbp} IS NOT NULL OR ${t.appsflyer_id} IS NOT NULL`),
  ],
);
