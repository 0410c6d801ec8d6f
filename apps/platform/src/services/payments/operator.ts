import type { PendingRequest } from '@felt/contract/operator';
import type { Db } from '../../db/client';
import { pendingOf } from '../../db/queries/money-requests';
import { currencyOf } from '../../db/queries/payment-methods';
import { findTenantByDomain } from '../../db/queries/tenants';
import { toMajor } from '../money';
import { decideRequest, type Verdict } from './decide';
import { bankLabel } from './view';

// What the operator sees and decides of the money requests (HTTP endpoints and the payments CLI).

/** A tenant's pending requests, oldest first; undefined for an unknown domain. */
export async function pendingRequests(db: Db, domain: string): Promise<PendingRequest[] | undefined> {
  const tenant = await findTenantByDomain(db, domain.trim().toLowerCase());
  if (!tenant) return undefined;
  return (await pendingOf(db, tenant.id)).map(({ request, bank, account_id }) => ({
    request_id: String(request.id),
    account_id,
    type: request.type,
    method_code: request.method_code,
    amount: toMajor(request.amount_minor, tenant.currency),
    currency: tenant.currency,
    bank: bank ? bankLabel(bank) : null,
    reference: request.reference,
    created_at: request.created_at.toISOString(),
  }));
}

/** Approves or rejects one request by id; refused when it is unknown (notFound) or already decided. */
export async function decide(db: Db, id: number, verdict: Verdict, now: Date, reason: string | null = null) {
  const row = await decideRequest(db, id, verdict, now, reason);
  const currency = await currencyOf(db, row.tenant_id);
  return {
    request_id: String(row.id),
    type: row.type,
    status: row.status,
    amount: toMajor(row.amount_minor, currency),
    currency,
    reason: row.reason,
  };
}
