import type { InboxTemplate, RewardKind } from '@felt/contract';
import type { Db } from '../client';
import { inboxMessages } from '../schema';

export type InboxMessage = {
  tenant_id: number;
  /** null: every player of the tenant. */
  player_id: number | null;
  created_at: Date;
  reward?: { kind: RewardKind; amount: number } | undefined;
  expires_at?: Date | null;
} & (
  | { template: InboxTemplate; params?: Record<string, string | number>; source_key: string }
  | { title: string; body: string; source_key?: string }
);

/**
 * Writes one inbox message. A platform message names its template and a source key (e.g. vip:12:3) that makes it
 * be written once; a repeat answers null.
 */
export async function writeInboxMessage(db: Db, message: InboxMessage): Promise<number | null> {
  const words =
    'template' in message
      ? { template: message.template, params: message.params ?? {}, title: null, body: null }
      : { template: null, title: message.title, body: message.body };
  const [row] = await db
    .insert(inboxMessages)
    .values({
      tenant_id: message.tenant_id,
      player_id: message.player_id,
      ...words,
      reward_kind: message.reward?.kind ?? 'none',
      reward_minor: message.reward?.amount ?? 0,
      source_key: message.source_key ?? null,
      created_at: message.created_at,
      expires_at: message.expires_at ?? null,
    })
    .onConflictDoNothing({ target: inboxMessages.source_key })
    .returning({ id: inboxMessages.id });
  return row?.id ?? null;
}
