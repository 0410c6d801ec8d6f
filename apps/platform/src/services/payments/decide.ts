import { DEMO_DEPOSIT_APPROVAL_MS, ERROR_KEYS, STATUS } from '@felt/contract';
import type { Db } from '../../db/client';
import { moneyTermsOf, oweDepositTurnover, raiseBonusBase } from '../../db/queries/bonus';
import { type Line, writePosting } from '../../db/queries/ledger';
import {
  addTotalDeposit,
  dueDeposits,
  findRequest,
  markDecided,
  type RequestRow,
  setPostings,
} from '../../db/queries/money-requests';
import { Refusal } from '../../http/refusal';
import { engagementFor } from '../engagement/defaults';
import { holdReferralReward } from '../engagement/referral';
import { badRequest, refuse } from '../players/refusals';

// Deciding a request: once only, and in the same transaction as the money it moves.

export type Verdict = 'approved' | 'rejected';

/** The posting a decision makes; a rejected deposit moves nothing. */
function postingOf(request: RequestRow, verdict: Verdict): { kind: string; key: string; lines: Line[] } | null {
  const amount = request.amount_minor;
  const player = { account: 'player_cash' as const, player_id: request.player_id };
  if (request.type === 'deposit') {
    if (verdict === 'rejected') return null;
    return {
      kind: 'deposit',
      key: `deposit:${request.id}`,
      lines: [
        { account: 'house_deposits', amount_minor: -amount },
        { ...player, amount_minor: amount },
      ],
    };
  }
  return verdict === 'approved'
    ? {
        kind: 'withdrawal_payout',
        key: `withdrawal:${request.id}:payout`,
        lines: [
          { account: 'withdrawals_held', amount_minor: -amount },
          { account: 'house_payouts', amount_minor: amount },
        ],
      }
    : {
        kind: 'withdrawal_release',
        key: `withdrawal:${request.id}:release`,
        lines: [
          { account: 'withdrawals_held', amount_minor: -amount },
          { ...player, amount_minor: amount },
        ],
      };
}

/**
 * Approves or rejects a pending request. The status guard and the posting's unique key share one transaction, so
 * of two decisions (repeated, or approve and reject at once) exactly one moves money; the other is refused.
 */
export async function decideRequest(
  db: Db,
  id: number,
  verdict: Verdict,
  now: Date,
  reason: string | null = null,
): Promise<RequestRow> {
  const decided = await db.transaction(async (tx) => {
    const row = await markDecided(tx, id, { status: verdict, decided_at: now, reason });
    if (!row) return undefined;
    const posting = postingOf(row, verdict);
    if (!posting) return row;
    const written = await writePosting(tx, {
      tenant_id: row.tenant_id,
      kind: posting.kind,
      idempotency_key: posting.key,
      memo: { request_id: String(row.id) },
      created_at: now,
      lines: posting.lines,
    });
    await setPostings(tx, row.id, { decision_posting_id: written.id });
    // Money of the player's own that reaches the cash while a bonus runs is not winnings a forfeit takes.
    const ownCash = row.type === 'deposit' || verdict === 'rejected';
    if (ownCash) await raiseBonusBase(tx, row.player_id, row.amount_minor);
    if (row.type === 'deposit') {
      const { bonus } = engagementFor(await moneyTermsOf(tx, row.tenant_id));
      await oweDepositTurnover(tx, row.player_id, row.amount_minor * bonus.deposit_turnover_multiplier);
      await addTotalDeposit(tx, row.player_id, row.amount_minor);
      await holdReferralReward(tx, row, now);
    }
    return { ...row, decision_posting_id: written.id };
  });
  if (decided) return decided;
  if (!(await findRequest(db, id))) throw refuse(STATUS.notFound, ERROR_KEYS.notFound);
  throw badRequest(ERROR_KEYS.requestNotPending);
}

/**
 * Demo mode: approves the deposits made at least DEMO_DEPOSIT_APPROVAL_MS before `now`, of one player or of all.
 * Run on a timer and before the player's balance or history is read, so none is lost across a restart; one that
 * another caller decided first is skipped.
 */
export async function approveDueDeposits(db: Db, now: Date, playerId?: number): Promise<number> {
  const due = await dueDeposits(db, new Date(now.getTime() - DEMO_DEPOSIT_APPROVAL_MS), playerId);
  let approved = 0;
  for (const id of due) {
    try {
      await decideRequest(db, id, 'approved', now);
      approved++;
    } catch (error) {
      if (!(error instanceof Refusal && error.failure.message === ERROR_KEYS.requestNotPending)) throw error;
    }
  }
  return approved;
}
