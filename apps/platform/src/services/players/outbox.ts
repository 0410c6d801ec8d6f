import type { Db } from '../../db/client';
import { outboxOf } from '../../db/queries/codes';
import { findPlayer } from '../../db/queries/players';
import { tenantFor } from '../tenants';

/** The codes sent to one player, newest first: what a demo install shows instead of sending an SMS. */
export async function outboxFor(db: Db, body: { domain_name: string; account_id: string }) {
  const tenant = await tenantFor(db, body.domain_name);
  const player = await findPlayer(db, tenant.id, body.account_id.toLowerCase());
  if (!player) return [];
  const rows = await outboxOf(db, player.id);
  return rows.map((row) => ({ tac: row.tac, purpose: row.purpose, created_at: row.created_at.toISOString() }));
}
