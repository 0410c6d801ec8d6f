import { ERROR_KEYS, STATUS } from '@felt/contract';
import type { OperatorMessage } from '@felt/contract/operator';
import type { Db } from '../../db/client';
import { writeInboxMessage } from '../../db/queries/inbox-write';
import { findPlayer } from '../../db/queries/players';
import { toMinor } from '../money';
import { refuse } from '../players/refusals';
import { tenantFor } from '../tenants';

// An operator's message (its schema is the contract's): to one player, or to every player of the site.

/** Writes the message; its id. An unknown site or account is refused. */
export async function sendOperatorMessage(db: Db, message: OperatorMessage, now: Date): Promise<number> {
  const tenant = await tenantFor(db, message.domain_name);
  let playerId: number | null = null;
  if (message.account_id !== undefined) {
    const player = await findPlayer(db, tenant.id, message.account_id.toLowerCase());
    if (!player) throw refuse(STATUS.notFound, ERROR_KEYS.notFound);
    playerId = player.id;
  }
  const kind = message.reward_kind;
  const amount = kind === 'cash' ? toMinor(message.reward_amount, tenant.currency) : message.reward_amount;
  if (kind !== 'none' && amount <= 0) throw refuse(STATUS.badRequest, ERROR_KEYS.validationFailed);
  const id = await writeInboxMessage(db, {
    tenant_id: tenant.id,
    player_id: playerId,
    created_at: now,
    title: message.title,
    body: message.body,
    reward: kind === 'none' ? undefined : { kind, amount },
    expires_at: message.expires_at ? new Date(message.expires_at) : null,
  });
  // Operator messages have no source key, so the insert always writes.
  return id!;
}
