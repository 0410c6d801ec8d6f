import type { RewardKind } from '@felt/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockWallet, moneyTermsOf } from '../../db/queries/bonus';
import { writePosting } from '../../db/queries/ledger';
import { lockPlayer } from '../../db/queries/players';
import { moveTokens } from '../../db/queries/tokens';
import { ledgerPostings } from '../../db/schema';
import { grantBonus } from './bonus';
import { engagementFor } from './defaults';

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
  /** A promotion's code, kept on its bonus. */
  code?: string;
  /** The wagering multiple of this bonus; the tenant's reward_turnover_multiplier when left out. */
  multiplier?: number;
  memo?: Record<string, string | number>;
  now: Date;
};

/**
 * Pays one reward inside the caller's transaction. Tokens move as a token movement. Cash is bonus money: it lands in
 * the player's bonus wallet and turns into cash once wagered (bonus.ts); a multiple of 0 pays it as plain cash. The
 * statement kind is `bonus` for promotions and `reward` for everything else. A key already paid pays nothing and
 * answers applied: false; `balance` is the player's cash.
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
  // The wallet's lock, then the player's, as a bet and a withdrawal take them: a withdrawal's check then sees this
  // reward or none of it.
  const wallet = await lockWallet(tx, reward.player_id);
  await lockPlayer(tx, reward.player_id);
  const [paid] = await tx
    .select({ id: ledgerPostings.id })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.idempotency_key, reward.key));
  if (paid) return { applied: false, balance: -1 };
  const terms = await moneyTermsOf(tx, reward.tenant_id);
  const engagement = engagementFor(terms);
  const multiplier = reward.multiplier ?? engagement.reward_turnover_multiplier;
  const kind = reward.source === 'promotion' ? 'bonus' : 'reward';
  if (multiplier > 0) {
    const grant = { ...reward, code: reward.code ?? null, multiplier, kind, memo } as const;
    await grantBonus(tx, grant, engagement.bonus, terms.currency);
    return { applied: true, balance: wallet?.balance_minor ?? 0 };
  }
  const { balances } = await writePosting(tx, {
    tenant_id: reward.tenant_id,
    kind,
    idempotency_key: reward.key,
    memo,
    created_at: reward.now,
    lines: [
      { account: 'house_bonus', amount_minor: -reward.amount },
      { account: 'player_cash', player_id: reward.player_id, amount_minor: reward.amount },
    ],
  });
  return { applied: true, balance: balances.get(reward.player_id) ?? -1 };
}
