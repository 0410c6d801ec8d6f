import { addBank, deposit } from '@felt/contract';
import { z } from 'zod';
import { AMOUNT_TEXT, type AmountLimits, limitProblem, normalizeAmount } from './amount';
import type { Method } from './money-types';

// The rules of the money forms (and of a protection limit's amount). Loaded when a form is first checked
// (ui/form/lazy-resolver.ts), not with the page.

/** The amount field of a form: text in, a positive number within `limits` out. */
export function amountSchema(limits: AmountLimits = {}) {
  return z
    .string()
    .transform((text, ctx) => {
      const clean = normalizeAmount(text);
      if (clean === '') {
        ctx.addIssue({ code: 'custom', message: 'required' });
        return z.NEVER;
      }
      if (!AMOUNT_TEXT.test(clean)) {
        ctx.addIssue({ code: 'custom', message: 'amountFormat' });
        return z.NEVER;
      }
      return Number(clean);
    })
    .pipe(
      z
        .number()
        .positive('amountPositive')
        .superRefine((amount, ctx) => {
          const problem = limitProblem(amount, limits);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
    );
}

/** Deposit: the chosen method's limits are part of the amount's rule. */
export function depositSchema(method: Method | undefined) {
  return deposit.request.pick({ reference: true }).extend({
    method_code: z.string().min(1, 'chooseMethod'),
    amount: amountSchema({ min: method?.min_amount, max: method?.max_amount }),
  });
}

/** Withdrawal: a saved bank, and an amount within the method's limits and the balance. */
export const withdrawalSchema = (limits: AmountLimits) =>
  z.object({ bank_id: z.string().min(1, 'chooseBank'), amount: amountSchema(limits) });

export const addBankSchema = addBank.request.pick({ bank_name: true, account_name: true, account_number: true });

/** One amount with no limits of its own (a protection limit). */
export const amountOnlySchema = z.object({ amount: amountSchema() });
