import type { Bank, MoneyRequest, PaymentMethod, paymentMethods, transactionHistory } from '@felt/contract';
import type { z } from 'zod';

// The payment answers as the pages read them (types only: nothing of zod ships from here).

export type Method = z.infer<typeof PaymentMethod>;
export type Request = z.infer<typeof MoneyRequest>;
export type SavedBank = z.infer<typeof Bank>;
export type MethodsAnswer = z.infer<typeof paymentMethods.response>;
export type BanksAnswer = { value: SavedBank[] };
export type RequestAnswer = { value: Request };
export type TransactionsAnswer = z.infer<typeof transactionHistory.response>;
