import type { RewardKind } from '@felt/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { writePosting } from '../../db/queries/ledger';
import { lockPlayer } from '../../db/queries/players';
import { moveTokens } from '../../db/queries/tokens';
import { ledgerPostings } from '../../db/schema';
import { requireRewardWagering } from './wagering';

export type Reward = {
  tenant_id: number;
  player_id: number;
  kind: RewardKind;
  /** Minor units for cash, whole tokens for tokens. */
  amount: number;
  /** Unique per reward, e.g. inbox:12:345: the reward is paid once whatever retries. */
  key: string;
  /** What paid it, kept on the posting or movement for statements: inbox, mission, spin, referral, vip, promotion. */
  source: string;
  memo?: Record<string, string | number>;
  now: Date;
};

/**
 * Pays one reward inside the caller's transaction: cash as a ledger posting from the house's bonus account to the
 * player's cash (statement kind `bonus` for promotions, `reward` for everything else), tokens as a token movement.
 * Cash other than a deposit bonus is bonus money: it asks the tenant's reward wagering before a withdrawal (a
 * promotion records its own in its claim). A key already paid pays nothing and answers applied: false.
 */
export async function payReward(tx: Db, reward: Reward): Promise<{ applied: boolean; balance: number }> {
  const memo = { source: reward.source, ...reward.memo };
  if (reward.kind === 'tokens') {
    return moveTokens(tx, {
      tenant_id: reward.tenant_id,
      player_id: reward.player_id,
      kind: `${reward.source}_reward`,
      delta: reward.amount,
      idempotency_key: reward.key,
      memo,
      created_at: reward.now,
    });
  }
  const wagered = reward.source !== 'promotion';
  // The player's lock first, as a withdrawal takes it: its wagering check then sees this reward or none of its cash.
  if (wagered) await lockPlayer(tx, reward.player_id);
  const [paid] = await tx
    .select({ id: ledgerPostings.id })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.idempotency_key, reward.key));
  if (paid) return { applied: false, balance: -1 };
  const { balances } = await writePosting(tx, {
    tenant_id: reward.tenant_id,
    kind: reward.source === 'promotion' ? 'bonus' : 'reward',
    idempotency_key: reward.key,
    memo,
    created_at: reward.now,
    lines: [
      { account: 'house_bonus', amount_minor: -reward.amount },
      { account: 'player_cash', player_id: reward.player_id, amount_minor: reward.amount },
    ],
  });
  if (wagered) await requireRewardWagering(tx, reward);
  return { applied: true, balance: balances.get(reward.player_id) ?? -1 };
}
