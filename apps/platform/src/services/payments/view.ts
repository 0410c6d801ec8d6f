import type { MoneyRequest } from '@felt/contract';
import type { z } from 'zod';
import type { RequestView } from '../../db/queries/money-requests';
import { toMajor } from '../money';
import { maskPhone } from '../players/display';

// How requests and banks are answered: major units, ISO times, account numbers masked.

/** Every digit but the last four hidden: 1234567890 → ******7890. */
export const maskAccount = (number: string) => maskPhone(number);

export const bankLabel = (bank: { bank_name: string; account_number: string }) =>
  `${bank.bank_name} ${maskAccount(bank.account_number)}`;

export function requestAnswer({ request, bank }: RequestView, currency: string): z.input<typeof MoneyRequest> {
  return {
    request_id: String(request.id),
    type: request.type,
    method_code: request.method_code,
    amount: toMajor(request.amount_minor, currency),
    status: request.status,
    created_at: request.created_at.toISOString(),
    decided_at: request.decided_at?.toISOString() ?? null,
    reason: request.reason,
    bank: bank ? bankLabel(bank) : null,
  };
}
