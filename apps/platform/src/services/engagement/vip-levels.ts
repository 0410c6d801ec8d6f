import type { VipLadderLevel } from '@felt/contract';
import type { Db } from '../../db/client';
import { tenantFor } from '../tenants';
import { engagementFor } from './defaults';

/** vip_levels: the tenant's ladder, lowest first, in major units as its file gives it. */
export async function vipLevels(db: Db, body: { domain_name: string; external_id: string }): Promise<VipLadderLevel[]> {
  const tenant = await tenantFor(db, body.domain_name, body.external_id);
  return engagementFor(tenant).vip_levels.map((level) => ({
    vip_name: level.vip_name,
    deposit: level.deposit,
    turnover: level.turnover,
    cashback_percent: level.cashback_percent,
    level_up_tokens: level.level_up_tokens,
  }));
}
