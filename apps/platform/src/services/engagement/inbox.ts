import { ERROR_KEYS, type InboxItem, type RewardKind, STATUS } from '@felt/contract';
import type { EngagementSection } from '@felt/contract/operator';
import type { Db } from '../../db/client';
import { type InboxRow, inboxOf, markClaimed, markRead, visibleMessage } from '../../db/queries/inbox';
import { writeInboxMessage } from '../../db/queries/inbox-write';
import { lockPlayer, walletOf } from '../../db/queries/players';
import { toMajor, toMinor } from '../money';
import type { Caller } from '../players/authenticate';
import { refuse } from '../players/refusals';
import { engagementFor } from './defaults';
import { payReward } from './pay-reward';

// The player's inbox: listing, reading and claiming, the welcome message at signup. Rewards are paid through
// payReward with the key inbox:<message>:<player>, so a message pays each player once.

export type InboxDeps = { db: Db; now: () => Date };

const notFound = () => refuse(STATUS.notFound, ERROR_KEYS.inboxNotFound);

/** An inbox row as the contract's item: cash in major units, tokens whole. */
export function itemOf(row: InboxRow, currency: string): InboxItem {
  const kind = row.reward_kind as RewardKind | 'none';
  return {
    inbox_id: row.id,
    title: row.title,
    body: row.body,
    template: row.template as InboxItem['template'],
    params: row.template === null ? null : row.params,
    created_at: row.created_at.toISOString(),
    is_read: row.read_at !== null,
    reward_kind: kind,
    reward_amount: kind === 'cash' ? toMajor(row.reward_minor, currency) : kind === 'tokens' ? row.reward_minor : 0,
    claimable: kind !== 'none' && row.claimed_at === null,
    claimed: row.claimed_at !== null,
  };
}

const readerOf = (caller: Caller) => ({ tenant_id: caller.tenant.id, player_id: caller.player.id });

/** get_inbox: the messages the player can see, newest first. */
export async function inbox({ db, now }: InboxDeps, caller: Caller): Promise<InboxItem[]> {
  const rows = await inboxOf(db, readerOf(caller), now());
  return rows.map((row) => itemOf(row, caller.tenant.currency));
}

/** read_inbox: the item is read; refused when the player cannot see it. */
export async function readItem({ db, now }: InboxDeps, caller: Caller, inboxId: number): Promise<void> {
  const at = now();
  if (!(await visibleMessage(db, readerOf(caller), inboxId, at))) throw notFound();
  await markRead(db, inboxId, caller.player.id, at);
}

/**
 * claim_inbox: pays the item's reward once and marks it claimed and read, all in one transaction under the
 * player's lock. Refused when the player cannot see it, it pays nothing, or it was claimed already (also by a
 * concurrent claim). Answers the wallet after the claim.
 */
export async function claimItem({ db, now }: InboxDeps, caller: Caller, inboxId: number) {
  const at = now();
  const { tenant, player } = caller;
  await db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    const message = await visibleMessage(tx, readerOf(caller), inboxId, at);
    if (!message) throw notFound();
    if (message.reward_kind === 'none' || message.reward_minor <= 0) {
      throw refuse(STATUS.badRequest, ERROR_KEYS.nothingToClaim);
    }
    if (!(await markClaimed(tx, message.id, player.id, at))) throw refuse(STATUS.badRequest, ERROR_KEYS.alreadyClaimed);
    await payReward(tx, {
      tenant_id: tenant.id,
      player_id: player.id,
      kind: message.reward_kind as RewardKind,
      amount: message.reward_minor,
      key: `inbox:${message.id}:${player.id}`,
      source: 'inbox',
      memo: { inbox_id: message.id },
      now: at,
    });
  });
  const wallet = await walletOf(db, player.id);
  return { game_balance: toMajor(wallet.balance_minor, tenant.currency), game_token: wallet.token_balance };
}

type Tenant = { id: number; currency: string; engagement: EngagementSection | null };

/**
 * The welcome message of a new player, once (source key welcome:<player>). One message carries one reward: the
 * tenant's welcome tokens when there are any, else its welcome cash; with neither it is a greeting alone.
 */
export async function sendWelcome(db: Db, tenant: Tenant, playerId: number, now: Date): Promise<number | null> {
  const { tokens, cash } = engagementFor(tenant).welcome;
  const cashMinor = toMinor(cash, tenant.currency);
  const reward =
    tokens > 0
      ? { kind: 'tokens' as const, amount: tokens }
      : cashMinor > 0
        ? { kind: 'cash' as const, amount: cashMinor }
        : undefined;
  return writeInboxMessage(db, {
    tenant_id: tenant.id,
    player_id: playerId,
    created_at: now,
    template: 'welcome',
    params: { gift: reward?.kind ?? 'none' },
    source_key: `welcome:${playerId}`,
    reward,
  });
}
