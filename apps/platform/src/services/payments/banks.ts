import type { Bank } from '@felt/contract';
import { ERROR_KEYS, STATUS } from '@felt/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type BankRow, banksOf, insertBank, markBankRemoved } from '../../db/queries/banks';
import { playerWallets } from '../../db/schema';
import { Refusal } from '../../http/refusal';
import type { Caller } from '../players/authenticate';
import { badRequest } from '../players/refusals';
import type { PaymentDeps } from './deps';
import { maskAccount } from './view';

/** Enough for a few accounts, few enough that a stolen session cannot hide a mule account among many. */
export const MAX_BANKS = 5;

const answerOf = (bank: BankRow): z.input<typeof Bank> => ({
  bank_id: String(bank.id),
  bank_name: bank.bank_name,
  account_name: bank.account_name,
  account_number: maskAccount(bank.account_number),
  created_at: bank.created_at.toISOString(),
});

/** /api/payment/banks. */
export async function listBanks(deps: PaymentDeps, caller: Caller) {
  return { value: (await banksOf(deps.db, caller.player.id)).map(answerOf) };
}

type NewBank = { bank_name: string; account_name: string; account_number: string };

/** /api/payment/add_bank: refuses a number the player already saved, and a sixth bank. */
export async function addBank(deps: PaymentDeps, caller: Caller, body: NewBank) {
  const playerId = caller.player.id;
  const saved = await deps.db.transaction(async (tx) => {
    // The wallet row lock serialises two adds by one player, so neither check can be raced past.
    await tx
      .select({ id: playerWallets.player_id })
      .from(playerWallets)
      .where(eq(playerWallets.player_id, playerId))
      .for('update');
    const banks = await banksOf(tx, playerId);
    if (banks.some((b) => b.account_number === body.account_number)) throw badRequest(ERROR_KEYS.bankExists);
    if (banks.length >= MAX_BANKS) {
      throw new Refusal({
        statusCode: STATUS.badRequest,
        message: ERROR_KEYS.validationFailed,
        errors: [{ path: 'bank_id', message: 'bankLimit' }],
      });
    }
    return insertBank(tx, { player_id: playerId, ...body, created_at: deps.now() });
  });
  return { value: answerOf(saved) };
}

/** /api/payment/remove_bank: requests already made keep the bank they name. */
export async function removeBank(deps: PaymentDeps, caller: Caller, body: { bank_id: string }) {
  const bankId = /^\d{1,9}$/.test(body.bank_id) ? Number(body.bank_id) : 0;
  if (!bankId || !(await markBankRemoved(deps.db, caller.player.id, bankId, deps.now()))) {
    throw badRequest(ERROR_KEYS.bankNotFound);
  }
  return {};
}
