import { z } from 'zod';
import { Ack, success } from '../envelope';
import { PAYMENT_KINDS, REQUEST_STATUSES, REQUEST_TYPES, STATEMENT_KINDS } from '../tables/money';
import { PAGINATION } from '../tables/timings';
import { defineCall } from './define';
import { AuthBody, amount, TenantBody, timestamp } from './fields';

// Deposits, withdrawals, banks and histories (DESIGN.md 3 extensions). Amounts are major units of the
// tenant's currency, as players read them; the platform keeps integer minor units.

const tag = 'payment';
const page = z.number().int().min(1).max(100_000).default(1);
const per_page = z.number().int().min(1).max(100).default(PAGINATION.itemsPerPage);
const day = z.iso.date().describe('A day, YYYY-MM-DD, in UTC');
const positive = z.number().finite().positive('amountPositive').max(1e12, 'amountAboveMaximum');
/** SPEC 5 alphabet-only filter: a bank account holder's name. */
const account_name = z
  .string()
  .trim()
  .min(1, 'required')
  .max(100, 'nameLength')
  .regex(/^[A-Za-z ]+$/, 'alphabetOnly');
/** SPEC 5 numeric-only filter: a bank account number. */
const account_number = z
  .string()
  .trim()
  .min(4, 'accountNumberLength')
  .max(34, 'accountNumberLength')
  .regex(/^[0-9]+$/, 'numericOnly');

export const PaymentMethod = z
  .object({
    method_code: z.string(),
    method_name: z.string(),
    kind: z.enum(PAYMENT_KINDS),
    img_url: z.string().describe('From the payment image folder; manual.png when the method has none'),
    min_amount: amount,
    max_amount: amount,
    deposit: z.boolean(),
    withdrawal: z.boolean(),
  })
  .meta({ id: 'PaymentMethod' });

export const paymentMethods = defineCall({
  path: '/api/payment/methods',
  method: 'POST',
  tag,
  summary: "The site's payment methods with their limits",
  extension: true,
  failure: 'content',
  request: z.object({ ...TenantBody }),
  response: success({ value: z.array(PaymentMethod) }),
});

export const MoneyRequest = z
  .object({
    request_id: z.string(),
    type: z.enum(REQUEST_TYPES),
    method_code: z.string(),
    amount,
    status: z.enum(REQUEST_STATUSES),
    created_at: timestamp,
    decided_at: timestamp.nullable(),
    /** Why an operator rejected it, when they said. */
    reason: z.string().nullable(),
    bank: z.string().nullable().describe('Withdrawals: the bank and the masked account number'),
  })
  .meta({ id: 'MoneyRequest' });

export const deposit = defineCall({
  path: '/api/payment/deposit',
  method: 'POST',
  tag,
  summary: 'Ask to deposit: pending until approved (demo mode approves it after a few seconds)',
  extension: true,
  auth: true,
  failure: 'product',
  request: z.object({
    ...AuthBody,
    method_code: z.string().trim().min(1).max(32),
    amount: positive,
    reference: z.string().trim().max(64).optional().describe("The payer's own reference, if any"),
  }),
  response: success({ value: MoneyRequest }),
});

export const withdraw = defineCall({
  path: '/api/payment/withdraw',
  method: 'POST',
  tag,
  summary: 'Ask to withdraw to a saved bank account: the amount is held at once, released if rejected',
  extension: true,
  auth: true,
  failure: 'product',
  request: z.object({
    ...AuthBody,
    bank_id: z.string().min(1).max(32),
    amount: positive,
    forfeit_bonus: z
      .boolean()
      .optional()
      .describe('The player read that this withdrawal forfeits the active bonus (refused with bonusActive without it)'),
  }),
  response: success({ value: MoneyRequest }),
});

export const Bank = z
  .object({
    bank_id: z.string(),
    bank_name: z.string(),
    account_name: z.string(),
    account_number: z.string().describe('Masked: every digit but the last four hidden'),
    created_at: timestamp,
  })
  .meta({ id: 'Bank' });

export const bankList = defineCall({
  path: '/api/payment/banks',
  method: 'POST',
  tag,
  summary: "The player's saved bank accounts",
  extension: true,
  auth: true,
  failure: 'network',
  request: z.object({ ...AuthBody }),
  response: success({ value: z.array(Bank) }),
});

export const addBank = defineCall({
  path: '/api/payment/add_bank',
  method: 'POST',
  tag,
  summary: 'Save a bank account for withdrawals',
  extension: true,
  auth: true,
  failure: 'network',
  request: z.object({
    ...AuthBody,
    bank_name: z.string().trim().min(2, 'required').max(64),
    account_name,
    account_number,
  }),
  response: success({ value: Bank }),
});

export const removeBank = defineCall({
  path: '/api/payment/remove_bank',
  method: 'POST',
  tag,
  summary: 'Remove a saved bank account (requests already made keep it)',
  extension: true,
  auth: true,
  failure: 'network',
  request: z.object({ ...AuthBody, bank_id: z.string().min(1).max(32) }),
  response: Ack,
});

const paged = { page: z.number().int().min(1), per_page: z.number().int().min(1), total: z.number().int().min(0) };

export const transactionHistory = defineCall({
  path: '/api/payment/transactions',
  method: 'POST',
  tag,
  summary: "The player's deposits and withdrawals, newest first",
  extension: true,
  auth: true,
  failure: 'product',
  request: z.object({
    ...AuthBody,
    type: z.enum(REQUEST_TYPES).optional(),
    status: z.enum(REQUEST_STATUSES).optional(),
    date_from: day.optional(),
    date_to: day.optional(),
    page,
    per_page,
  }),
  response: success({ value: z.array(MoneyRequest), ...paged }),
});

export const StatementLine = z
  .object({
    line_id: z.string(),
    kind: z.enum(STATEMENT_KINDS),
    amount: amount.describe('Signed: money in is positive, money out negative'),
    balance_after: amount,
    created_at: timestamp,
    reference: z.string().describe('The request, round or reward the line belongs to'),
  })
  .meta({ id: 'StatementLine' });

export const statement = defineCall({
  path: '/api/payment/statement',
  method: 'POST',
  tag,
  summary: 'Every movement of the player’s balance, newest first, from the ledger',
  extension: true,
  auth: true,
  failure: 'product',
  request: z.object({
    ...AuthBody,
    kind: z.enum(STATEMENT_KINDS).optional(),
    date_from: day.optional(),
    date_to: day.optional(),
    page,
    per_page,
  }),
  response: success({ value: z.array(StatementLine), ...paged, money_in: amount, money_out: amount }),
});
