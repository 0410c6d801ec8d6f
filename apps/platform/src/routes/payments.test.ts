import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../db/queries/ledger';
import { BACKENDS } from '../test/backends';
import { type Harness, harness } from '../test/fixture';
import { paymentDecisionCases } from './cases/payment-decisions';
import { paymentHistoryCases } from './cases/payment-history';
import { paymentCases } from './cases/payments';

// Deposits, withdrawals, banks and histories through app.request(), on PGlite and on PostgreSQL.

describe.each(BACKENDS)('payments on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost', 'slot2.localhost']);
  });
  afterAll(() => h?.database.close());
  const shared = () => h;

  describe('cashier', () => paymentCases(shared));
  // Concurrent requests only race for real on PostgreSQL's several connections; PGlite runs them one by one.
  describe('decisions', () => paymentDecisionCases(shared, backend.name === 'postgres'));
  describe('histories', () => paymentHistoryCases(shared));

  it('leaves the ledger balanced and every wallet equal to its entries', async () => {
    expect(await ledgerProblems(h.database.db)).toEqual({ unbalanced: [], mismatched: [] });
  });
});
