import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { vipLevels } from '../schema';

export function vipLevelsOf(db: Db, tenantId: number) {
  return db
    .select({
      vip_name: vipLevels.vip_name,
      min_deposit_minor: vipLevels.min_deposit_minor,
      min_turnover_minor: vipLevels.min_turnover_minor,
    })
    .from(vipLevels)
    .where(eq(vipLevels.tenant_id, tenantId))
    .orderBy(asc(vipLevels.position));
}
