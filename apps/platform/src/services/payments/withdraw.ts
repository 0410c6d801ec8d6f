import { ERROR_KEYS } from '@felt/contract';
import { liveBank, liveBankCount } from '../../db/queries/banks';
import { InsufficientFunds, writePosting } from '../../db/queries/ledger';
import { insertRequest, setPostings } from '../../db/queries/money-requests';
import { lockPlayer } from '../../db/queries/players';
import { checkWagering } from '../engagement/wagering';
import type { Caller } from '../players/authenticate';
import { badRequest } from '../players/refusals';
import { amountWithin, type PaymentDeps } from './deps';
import { methodsFor } from './methods';
import { requestAnswer } from './view';

/**
 * /api/payment/withdraw: to one of the player's saved banks, through the tenant's withdrawal method. The amount is
 * held at once, in the transaction that records the request, so the balance can never be promised twice.
 */
export async function requestWithdrawal(deps: PaymentDeps, caller: Caller, body: { bank_id: string; amount: number }) {
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
      // Under the player's lock, so a bonus claimed or a reward paid at the same moment is seen: wagering first.
      await lockPlayer(tx, player.id);
      await checkWagering(tx, player.id, tenant.currency, now);
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
      return { ...row, hold_posting_id: hold.id };
    });
    return { value: requestAnswer({ request, bank }, tenant.currency) };
  } catch (error) {
    if (error instanceof InsufficientFunds) throw badRequest(ERROR_KEYS.insufficientFunds);
    throw error;
  }
}
