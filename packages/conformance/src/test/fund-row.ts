import { deposit, ERROR_KEYS, paymentMethods } from '@felt/contract';
import { approvePayment } from '@felt/contract/operator';
import { DEMO_OPERATOR_KEY } from '@felt/platform/src/env';
import { expectSuccess } from '../checks';
import type { Row } from '../row';
import { ask } from '../rows/reads';

// Not a row of the kit: the reference test puts it before the wallet rows, so that the account signup made (an
// empty wallet) has something to stake. A deposit of the smallest amount, approved with the demo operator key.

export const fundRow: Row = {
  id: 'test.fund-new-account',
  title: 'a demo deposit to the account signup made, approved by the operator',
  async run(ctx) {
    const methods = expectSuccess(await ask(ctx, paymentMethods, 'guest'), paymentMethods.response).value;
    const method = methods.find((candidate) => candidate.deposit);
    if (!method) throw new Error('the tenant has no deposit method');
    const body = { method_code: method.method_code, amount: method.min_amount };
    const asked = expectSuccess(await ask(ctx, deposit, 'player', body), deposit.response).value;
    const decision = { request_id: asked.request_id };
    const approved = await ctx.http.post(approvePayment.path, decision, { 'x-operator-key': DEMO_OPERATOR_KEY });
    // Demo mode approves a deposit by itself after DEMO_DEPOSIT_APPROVAL_MS: on a slow machine it may come first.
    if (approved.message !== ERROR_KEYS.requestNotPending) expectSuccess(approved, approvePayment.response);
    return `${method.min_amount} by ${method.method_code}`;
  },
};
