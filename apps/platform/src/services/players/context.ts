import type { Db } from '../../db/client';
import { findPlayer, type PlayerRow } from '../../db/queries/players';
import type { TenantRow } from '../../db/queries/tenants';
import type { Logger } from '../../logger';
import { tenantFor } from '../tenants';
import type { Limits } from './limits';

/** What the player flows need: the database, the log, the clock, the limits, and whether this is a demo. */
export type PlayerDeps = { db: Db; log: Logger; demo: boolean; limits: Limits; now: () => Date };

export type TenantBody = { domain_name: string; external_id: string };

/** The tenant a guest call names and the player it names there (undefined when the account does not exist). */
export async function guestTarget(
  deps: PlayerDeps,
  body: TenantBody & { account_id: string },
): Promise<{ tenant: TenantRow; player: PlayerRow | undefined; accountKey: string }> {
  const tenant = await tenantFor(deps.db, body.domain_name, body.external_id);
  const accountKey = body.account_id.toLowerCase();
  return { tenant, player: await findPlayer(deps.db, tenant.id, accountKey), accountKey };
}
