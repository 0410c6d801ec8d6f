import type { Db } from '../../db/client';
import { writeInboxMessage } from '../../db/queries/inbox-write';
import { dueReferralRewards, markRewardPaid, refereeOf, voidHeldReward } from '../../db/queries/referral';
import type { Logger } from '../../logger';
import { toMajor } from '../money';
import { maskAccount } from '../site-activity';
import { payReward } from './pay-reward';

// A referral reward is held from the referred player's first approved deposit (referral.ts) until that deposit is
// wagered or the hold's days pass; a withdrawal asked for first voids it, so a deposit taken straight back earns
// nothing (docs/decisions/0047). A job pays the due ones, never a read (docs/decisions/0018).

/**
 * In a withdrawal's transaction: the referee's held reward, if any, is void. Refused withdrawals roll it back with
 * them, so only a request that was accepted voids it.
 */
export function voidReferralReward(tx: Db, refereeId: number, now: Date): Promise<boolean> {
  return voidHeldReward(tx, refereeId, now);
}

/**
 * Pays one held reward when it is still held and due, with the inbox message that says so, in one transaction. The
 * row's state, moved from held to paid by the one call that finds it held, and the posting's key
 * (referral:<referee>) make it paid once, whatever runs overlap; a withdrawal voiding it at the same moment waits
 * on the row, then finds it paid, or voids it first and nothing is paid.
 */
async function payHeldReward(db: Db, refereeId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const reward = await markRewardPaid(tx, refereeId, now);
    if (!reward) return false;
    const referee = await refereeOf(tx, refereeId);
    if (!referee) return false;
    const key = `referral:${refereeId}`;
    const masked = maskAccount(referee.account_id);
    const { applied } = await payReward(tx, {
      tenant_id: reward.tenant_id,
      player_id: reward.referrer_id,
      kind: 'cash',
      amount: reward.reward_minor,
      key,
      source: 'referral',
      memo: { referee: masked },
      now,
    });
    await writeInboxMessage(tx, {
      tenant_id: reward.tenant_id,
      player_id: reward.referrer_id,
      template: 'referral_reward',
      params: { amount: toMajor(reward.reward_minor, referee.currency), referee: masked },
      source_key: key,
      created_at: now,
    });
    return applied;
  });
}

/** One pass: pays every held reward that is due now; how many were paid. Idempotent, as payHeldReward is. */
export async function releaseDueReferralRewards(db: Db, now: Date): Promise<number> {
  let paid = 0;
  for (const refereeId of await dueReferralRewards(db, now)) {
    if (await payHeldReward(db, refereeId, now)) paid++;
  }
  return paid;
}

/** The release job's tick, run by the app's job runner on one instance of the install. */
export function referralReleaseJob(db: Db, log: Logger, now: () => Date) {
  return async () => {
    const paid = await releaseDueReferralRewards(db, now());
    if (paid) log.info({ paid }, 'paid held referral rewards');
  };
}
