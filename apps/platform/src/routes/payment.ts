import {
  addBank,
  bankList,
  deposit,
  paymentMethods,
  removeBank,
  STATUS,
  statement,
  transactionHistory,
  withdraw,
} from '@felt/contract';
import { Decision } from '@felt/contract/operator';
import type { Hono } from 'hono';
import { readBody } from '../http/read-body';
import { notFoundFailure, Refusal } from '../http/refusal';
import { serveAuthCall, serveCall } from '../http/serve-call';
import * as banks from '../services/payments/banks';
import { requestDeposit } from '../services/payments/deposit';
import type { PaymentDeps } from '../services/payments/deps';
import * as history from '../services/payments/history';
import { listMethods } from '../services/payments/methods';
import { decide, pendingRequests } from '../services/payments/operator';
import { requestWithdrawal } from '../services/payments/withdraw';
import type { PlayerRouting } from './player-routing';

export function paymentRoutes(app: Hono, deps: PaymentDeps, { authenticate }: PlayerRouting): void {
  const { db } = deps;
  // /api/payment/methods: the cashier's methods and their limits.
  serveCall(app, paymentMethods, async (body) => ({ value: await listMethods(db, body) }));
  // /api/payment/deposit: a pending deposit.
  serveAuthCall(app, deposit, authenticate, (caller, body) => requestDeposit(deps, caller, body));
  // /api/payment/withdraw: a pending withdrawal, its amount held.
  serveAuthCall(app, withdraw, authenticate, (caller, body) => requestWithdrawal(deps, caller, body));
  // /api/payment/banks: the saved bank accounts.
  serveAuthCall(app, bankList, authenticate, (caller) => banks.listBanks(deps, caller));
  // /api/payment/add_bank: save one.
  serveAuthCall(app, addBank, authenticate, (caller, body) => banks.addBank(deps, caller, body));
  // /api/payment/remove_bank: remove one.
  serveAuthCall(app, removeBank, authenticate, (caller, body) => banks.removeBank(deps, caller, body));
  // /api/payment/transactions: deposits and withdrawals.
  serveAuthCall(app, transactionHistory, authenticate, (caller, body) => history.transactions(deps, caller, body));
  // /api/payment/statement: the ledger lines of the player's cash.
  serveAuthCall(app, statement, authenticate, (caller, body) => history.statement(deps, caller, body));
  operatorPaymentRoutes(app, deps);
}

/**
 * Behind the operator key: app.ts mounts these after operatorRoutes, whose /api/operator/* check therefore runs
 * first (a test calls them without the key to keep it so).
 */
function operatorPaymentRoutes(app: Hono, { db, now }: PaymentDeps): void {
  // GET /api/operator/payments/:domain/pending: the tenant's pending requests, oldest first.
  app.get('/api/operator/payments/:domain/pending', async (c) => {
    const value = await pendingRequests(db, c.req.param('domain'));
    return value ? c.json({ statusCode: STATUS.ok, value }) : c.json(notFoundFailure, 404);
  });
  // POST /api/operator/payments/approve and /reject: decide one request, once.
  for (const verdict of ['approved', 'rejected'] as const) {
    const path = verdict === 'approved' ? 'approve' : 'reject';
    app.post(`/api/operator/payments/${path}`, async (c) => {
      const body = await readBody(c, Decision);
      if (!Number.isSafeInteger(body.request_id)) throw new Refusal(notFoundFailure);
      const value = await decide(
        db,
        body.request_id,
        verdict,
        now(),
        verdict === 'rejected' ? (body.reason ?? null) : null,
      );
      return c.json({ statusCode: STATUS.ok, value });
    });
  }
}
