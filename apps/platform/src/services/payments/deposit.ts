import { ERROR_KEYS } from '@felt/contract';
import { insertRequest } from '../../db/queries/money-requests';
import { lockPlayer } from '../../db/queries/players';
import type { Caller } from '../players/authenticate';
import { badRequest } from '../players/refusals';
import { checkDeposit } from '../protection/check-deposit';
import { amountWithin, type PaymentDeps } from './deps';
import { methodsFor } from './methods';
import { requestAnswer } from './view';

type DepositBody = { method_code: string; amount: number; reference?: string | undefined };

/**
 * /api/payment/deposit: a pending request, after the method, its limits and player protection agree. No money
 * moves until it is approved (by the operator, or by itself a few seconds later in demo mode).
 */
export async function requestDeposit(deps: PaymentDeps, caller: Caller, body: DepositBody) {
  const { tenant, player } = caller;
  const now = deps.now();
  const method = (await methodsFor(deps.db, tenant)).find((m) => m.method_code === body.method_code && m.deposit);
  if (!method) throw badRequest(ERROR_KEYS.methodNotFound);
  const amountMinor = amountWithin(method, body.amount, tenant.currency);
  // Checked and recorded under the player's lock: two deposits at once cannot both fit under one limit.
  const request = await deps.db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    await checkDeposit(tx, { player, tenant, amountMinor, now });
    return insertRequest(tx, {
      tenant_id: tenant.id,
      player_id: player.id,
      type: 'deposit',
      method_code: method.method_code,
      amount_minor: amountMinor,
      status: 'pending',
      reference: body.reference || null,
      created_at: now,
    });
  });
  return { value: requestAnswer({ request, bank: null }, tenant.currency) };
}
