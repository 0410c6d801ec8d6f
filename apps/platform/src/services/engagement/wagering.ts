import { ERROR_KEYS, STATUS } from '@felt/contract';
import { engagementOf } from '@felt/contract/operator';
import type { Db } from '../../db/client';
import { type ClaimRow, claimsOf, completeClaims, turnoverOf } from '../../db/queries/promotions';
import {
  activeRewardWagers,
  completeRewardWagers,
  engagementById,
  insertRewardWager,
  wageringEnd,
} from '../../db/queries/wagering';
import { Refusal } from '../../http/refusal';
import { toMajor } from '../money';

// One wagering rule for all bonus money. A deposit bonus (promotion_claims) and every other cash reward
// (reward_wagering) record the turnover they ask and the lifetime turnover it counts from; a withdrawal is refused
// while any of them still owes some. A new requirement starts where the active ones end, so they add up.

type Requirement = Pick<ClaimRow, 'id' | 'state' | 'turnover_required_minor' | 'turnover_start_minor'>;

/** A requirement's wagering against the player's lifetime stake now. */
export function progressOf(requirement: Requirement, turnoverMinor: number) {
  const done = Math.min(
    requirement.turnover_required_minor,
    Math.max(0, turnoverMinor - requirement.turnover_start_minor),
  );
  return { done, remaining: requirement.turnover_required_minor - done };
}

/** The turnover still to wager until a requirement is met: its own, and that of those queued before it. */
const owedFor = (requirement: Requirement, turnoverMinor: number) =>
  Math.max(0, requirement.turnover_start_minor + requirement.turnover_required_minor - turnoverMinor);

/** Marks the active requirements whose wagering is met as completed; answers the largest turnover still owed. */
async function settle(
  rows: Requirement[],
  turnoverMinor: number,
  complete: (ids: number[]) => Promise<void>,
): Promise<number> {
  const active = rows.filter((r) => r.state === 'active');
  await complete(active.filter((r) => owedFor(r, turnoverMinor) === 0).map((r) => r.id));
  return Math.max(0, ...active.map((r) => owedFor(r, turnoverMinor)));
}

/** settle for promotion claims, as the claims list reads them. */
export const settleClaims = (db: Db, claims: ClaimRow[], turnoverMinor: number, now: Date) =>
  settle(claims, turnoverMinor, (ids) => completeClaims(db, ids, now));

/** The turnover a new requirement counts from: now, or where the player's active ones end if later. */
export async function wageringStart(tx: Db, playerId: number): Promise<number> {
  const [turnover, end] = [await turnoverOf(tx, playerId), await wageringEnd(tx, playerId)];
  return Math.max(turnover, end);
}

/**
 * The withdrawal rule: refused while a bonus or a reward still owes wagering (the refusal names the largest amount
 * left, which with queued requirements is all that is left). Call inside the withdrawal's transaction after
 * lockPlayer, so a claim or reward cannot slip in between.
 */
export async function checkWagering(tx: Db, playerId: number, currency: string, now: Date): Promise<void> {
  const claims = (await claimsOf(tx, playerId)).filter((c) => c.state === 'active');
  const rewards = await activeRewardWagers(tx, playerId);
  if (claims.length === 0 && rewards.length === 0) return;
  const turnover = await turnoverOf(tx, playerId);
  const remaining = Math.max(
    await settleClaims(tx, claims, turnover, now),
    await settle(rewards, turnover, (ids) => completeRewardWagers(tx, ids, now)),
  );
  if (remaining > 0) {
    throw new Refusal({
      statusCode: STATUS.badRequest,
      message: ERROR_KEYS.wageringIncomplete,
      params: { remaining: toMajor(remaining, currency) },
    });
  }
}

export type WageredReward = {
  tenant_id: number;
  player_id: number;
  /** Minor units. */
  amount: number;
  key: string;
  source: string;
  now: Date;
};

/**
 * Inside a cash reward's payment, under the player's lock: records the tenant's reward_turnover_multiplier × the
 * amount as wagering owed, queued after the player's active requirements. A multiplier of 0 records nothing.
 */
export async function requireRewardWagering(tx: Db, reward: WageredReward): Promise<void> {
  const multiplier = engagementOf(await engagementById(tx, reward.tenant_id)).reward_turnover_multiplier;
  const required = reward.amount * multiplier;
  if (required <= 0) return;
  await insertRewardWager(tx, {
    tenant_id: reward.tenant_id,
    player_id: reward.player_id,
    reward_key: reward.key,
    source: reward.source,
    bonus_minor: reward.amount,
    turnover_required_minor: required,
    turnover_start_minor: await wageringStart(tx, reward.player_id),
    created_at: reward.now,
  });
}
