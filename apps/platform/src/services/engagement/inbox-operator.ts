import { account_id, domain_name, ERROR_KEYS, REWARD_KINDS, STATUS } from '@felt/contract';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { writeInboxMessage } from '../../db/queries/inbox-write';
import { findPlayer } from '../../db/queries/players';
import { toMinor } from '../money';
import { refuse } from '../players/refusals';
import { tenantFor } from '../tenants';

// An operator's message: to one player, or to every player of the site when no account is named.

const MAX_REWARD = 1_000_000;

export const OperatorMessage = z
  .object({
    domain_name,
    /** Left out: a broadcast to every player of the site. */
    account_id: account_id.optional(),
    title: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(5_000),
    reward_kind: z.enum(['none', ...REWARD_KINDS]).default('none'),
    /** Major units for cash, whole tokens for tokens. */
    reward_amount: z.number().nonnegative().max(MAX_REWARD).default(0),
    expires_at: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((m, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', path: ['reward_amount'], message });
    if (m.reward_kind === 'none' && m.reward_amount !== 0) problem('must be 0 without a reward');
    if (m.reward_kind !== 'none' && m.reward_amount <= 0) problem('must be above 0 for a reward');
    if (m.reward_kind === 'tokens' && !Number.isInteger(m.reward_amount)) problem('tokens are whole');
  });
export type OperatorMessage = z.infer<typeof OperatorMessage>;

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
