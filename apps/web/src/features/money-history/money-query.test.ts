import { describe, expect, it } from 'vitest';
import {
  NO_STATEMENT_FILTERS,
  NO_TRANSACTION_FILTERS,
  netOf,
  statementBody,
  statementFilters,
  transactionFilters,
  transactionsBody,
} from './money-query';

const search = (query: string) => new URLSearchParams(query);

describe('transaction filters', () => {
  it('reads type, status, days and page from the address', () => {
    expect(
      transactionFilters.read(search('type=withdrawal&status=rejected&from=2026-01-02&to=2026-01-31&page=3')),
    ).toEqual({
      page: 3,
      type: 'withdrawal',
      status: 'rejected',
      dateFrom: '2026-01-02',
      dateTo: '2026-01-31',
    });
  });

  it('ignores what it does not know', () => {
    expect(transactionFilters.read(search('type=bet&status=settled&from=2026-02-30&to=x&page=-1'))).toEqual(
      NO_TRANSACTION_FILTERS,
    );
  });

  it('writes only what is set, and round-trips', () => {
    expect(transactionFilters.write(NO_TRANSACTION_FILTERS)).toEqual({});
    const filters = { page: 2, type: 'deposit', status: 'pending', dateFrom: '', dateTo: '2026-03-01' } as const;
    expect(transactionFilters.write(filters)).toEqual({
      type: 'deposit',
      status: 'pending',
      to: '2026-03-01',
      page: '2',
    });
    expect(transactionFilters.read(search(new URLSearchParams(transactionFilters.write(filters)).toString()))).toEqual(
      filters,
    );
  });

  it('asks for ten requests a page with the filters that are set', () => {
    expect(transactionsBody(NO_TRANSACTION_FILTERS)).toEqual({ page: 1, per_page: 10 });
    expect(
      transactionsBody({ ...NO_TRANSACTION_FILTERS, page: 4, status: 'approved', dateFrom: '2026-02-01' }),
    ).toEqual({
      page: 4,
      per_page: 10,
      status: 'approved',
      date_from: '2026-02-01',
    });
  });
});

describe('statement filters', () => {
  it('reads the kind, days and page; ignores an unknown kind', () => {
    expect(statementFilters.read(search('kind=withdrawal_hold&from=2026-01-02&page=2'))).toEqual({
      page: 2,
      kind: 'withdrawal_hold',
      dateFrom: '2026-01-02',
      dateTo: '',
    });
    expect(statementFilters.read(search('kind=withdrawal_payout'))).toEqual(NO_STATEMENT_FILTERS);
  });

  it('writes and asks with the kind', () => {
    const filters = { ...NO_STATEMENT_FILTERS, kind: 'deposit' } as const;
    expect(statementFilters.write(filters)).toEqual({ kind: 'deposit' });
    expect(statementBody(filters)).toEqual({ page: 1, per_page: 10, kind: 'deposit' });
  });
});

describe('netOf', () => {
  it('is money in less money out, without float noise', () => {
    expect(netOf(100, 30)).toBe(70);
    expect(netOf(0.3, 0.1)).toBe(0.2);
    expect(netOf(10, 25.5)).toBe(-15.5);
  });
});
