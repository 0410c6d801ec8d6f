import { ERROR_KEYS } from '@felt/contract';
import { liveBank, liveBankCount } from '../../db/queries/banks';
import { lockWallet } from '../../db/queries/bonus';
import { InsufficientFunds, writePosting } from '../../db/queries/ledger';
import { insertRequest, setPostings } from '../../db/queries/money-requests';
import { lockPlayer } from '../../db/queries/players';
import { settleBeforeWithdrawal } from '../engagement/bonus';
import { voidReferralReward } from '../engagement/referral-release';
import type { Caller } from '../players/authenticate';
import { badRequest } from '../players/refusals';
import { amountWithin, type PaymentDeps } from './deps';
import { methodsFor } from './methods';
import { requestAnswer } from './view';

type WithdrawalBody = { bank_id: string; amount: number; forfeit_bonus?: boolean | undefined };

/**
 * /api/payment/withdraw: to one of the player's saved banks, through the tenant's withdrawal method. The amount is
 * held at once, in the transaction that records the request, so the balance can never be promised twice. Deposits
 * must have been staked first, and an active bonus is forfeited only when the player confirmed it (bonus.ts).
 */
export async function requestWithdrawal(deps: PaymentDeps, caller: Caller, body: WithdrawalBody) {
  const { tenant, player } = caller;
  const now = deps.now();
  const bankId = /^\d{1,9}$/.test(body.bank_id) ? Number(body.bank_id) : 0;
  const bank = bankId ? await liveBank(deps.db, player.id, bankId) : undefined;
  if (!bank) {
    // No saved bank at all asks the player to add one; a bank that is not (or no longer) theirs is not found.
    const saved = await liveBankCount(deps.db, player.id);
    throw badRequest(saved ? ERROR_KEYS.bankNotFound : ERROR_KEYS.bankRequired);
  }
  const method = (await methodsFor(deps.db, tenant)).find((m) => m.withdrawal);
  if (!method) throw badRequest(ERROR_KEYS.methodNotFound);
  const amountMinor = amountWithin(method, body.amount, tenant.currency);
  try {
    const request = await deps.db.transaction(async (tx) => {
      // Under the wallet's and the player's locks, so a bonus claimed or a reward paid at the same moment is seen.
      const wallet = await lockWallet(tx, player.id);
      await lockPlayer(tx, player.id);
      if (wallet) {
        const context = { currency: tenant.currency, confirmed: body.forfeit_bonus === true, now };
        await settleBeforeWithdrawal(tx, wallet, context);
      }
      const row = await insertRequest(tx, {
        tenant_id: tenant.id,
        player_id: player.id,
        type: 'withdrawal',
        method_code: method.method_code,
        amount_minor: amountMinor,
        status: 'pending',
        bank_id: bank.id,
        created_at: now,
      });
      const hold = await writePosting(tx, {
        tenant_id: tenant.id,
        kind: 'withdrawal_hold',
        idempotency_key: `withdrawal:${row.id}:hold`,
        memo: { request_id: String(row.id) },
        created_at: now,
        lines: [
          { account: 'player_cash', player_id: player.id, amount_minor: -amountMinor },
          { account: 'withdrawals_held', amount_minor: amountMinor },
        ],
      });
      await setPostings(tx, row.id, { hold_posting_id: hold.id });
      // A referred player's deposit taken back before it is wagered earns the referrer nothing (decision 0047).
      await voidReferralReward(tx, player.id, now);
      return { ...row, hold_posting_id: hold.id };
    });
    return { value: requestAnswer({ request, bank }, tenant.currency) };
  } catch (error) {
    if (error instanceof InsufficientFunds) throw badRequest(ERROR_KEYS.insufficientFunds);
    throw error;
  }
}
