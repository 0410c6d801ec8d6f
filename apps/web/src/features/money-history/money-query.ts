import {
  REQUEST_STATUSES,
  REQUEST_TYPES,
  type RequestStatus,
  type RequestType,
  STATEMENT_KINDS,
  type StatementKind,
} from '@felt/contract/tables';
import {
  addressOf,
  bodyOf,
  choiceOf,
  type PageAndDays,
  pageAndDaysOf,
  type Search,
} from '@/features/history/history-address';

// The money histories' filters in the address, read and written the way every history does it
// (features/history): /transaction-history?type=&status=&from=&to=&page= and /statement?kind=&from=&to=&page=.

export type TransactionFilters = PageAndDays & { type: RequestType | ''; status: RequestStatus | '' };

export const NO_TRANSACTION_FILTERS: TransactionFilters = { page: 1, type: '', status: '', dateFrom: '', dateTo: '' };

export const transactionFilters = {
  read: (search: Search): TransactionFilters => ({
    ...pageAndDaysOf(search),
    type: choiceOf(search, 'type', REQUEST_TYPES),
    status: choiceOf(search, 'status', REQUEST_STATUSES),
  }),
  write: (filters: TransactionFilters) => addressOf({ type: filters.type, status: filters.status }, filters),
  none: NO_TRANSACTION_FILTERS,
};

/** The transactions call's body (the BFF adds the player). */
export const transactionsBody = (filters: TransactionFilters) =>
  bodyOf({ type: filters.type, status: filters.status }, filters);

export type StatementFilters = PageAndDays & { kind: StatementKind | '' };

export const NO_STATEMENT_FILTERS: StatementFilters = { page: 1, kind: '', dateFrom: '', dateTo: '' };

export const statementFilters = {
  read: (search: Search): StatementFilters => ({
    ...pageAndDaysOf(search),
    kind: choiceOf(search, 'kind', STATEMENT_KINDS),
  }),
  write: (filters: StatementFilters) => addressOf({ kind: filters.kind }, filters),
  none: NO_STATEMENT_FILTERS,
};

/** The statement call's body (the BFF adds the player). */
export const statementBody = (filters: StatementFilters) => bodyOf({ kind: filters.kind }, filters);

/** What the matching lines came to: money in less money out (both are sent as positive sums). */
export function netOf(moneyIn: number, moneyOut: number): number {
  // In minor units of up to four decimals, so 0.1 + 0.2 does not print as 0.30000000000000004.
  return Math.round((moneyIn - moneyOut) * 10_000) / 10_000;
}
