import { and, eq } from 'drizzle-orm';
import { players, tenants } from '../db/schema';
import { type Harness, OPERATOR_KEY } from './fixture';
import { type Answer, answer, call, type Session } from './players';

// Payment helpers for the handler tests: the player's row, saved banks, money requests and the operator's calls.

export async function playerOf(h: Harness, session: Session) {
  const [row] = await h.database.db
    .select({ id: players.id, tenant_id: players.tenant_id, total_deposit_minor: players.total_deposit_minor })
    .from(players)
    .innerJoin(tenants, eq(tenants.id, players.tenant_id))
    .where(
      and(eq(players.account_key, session.account_id.toLowerCase()), eq(tenants.domain_name, session.site.domain_name)),
    );
  if (!row) throw new Error(`no player ${session.account_id}`);
  return row;
}

export const BANK = { bank_name: 'BDO Unibank', account_name: 'Juan Dela Cruz', account_number: '001234567890' };

/** A saved bank of the player; its id. */
export async function saveBank(h: Harness, session: Session, number = BANK.account_number): Promise<string> {
  const res = await call(h, '/api/payment/add_bank', session, { ...BANK, account_number: number });
  if (res.statusCode !== 1) throw new Error(`add_bank failed: ${JSON.stringify(res)}`);
  return (res.value as { bank_id: string }).bank_id;
}

export const balance = async (h: Harness, session: Session) =>
  (await call(h, '/api/auth/get_balance', session)).game_balance as number;

export type Req = { request_id: string; status: string; amount: number; bank: string | null; reason: string | null };

export const idOf = (res: Answer) => (res.value as Req).request_id;

export async function depositOf(h: Harness, session: Session, amount: number, method_code = 'bank_transfer') {
  return call(h, '/api/payment/deposit', session, { method_code, amount });
}

export async function withdrawalOf(h: Harness, session: Session, bank_id: string, amount: number) {
  return call(h, '/api/payment/withdraw', session, { bank_id, amount });
}

/** An operator endpoint with the key (or another one). */
export function operator(h: Harness, path: string, body?: object, key = OPERATOR_KEY) {
  return answer(
    h.app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Operator-Key': key },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
}

export const approve = (h: Harness, request_id: string) =>
  operator(h, '/api/operator/payments/approve', { request_id });
export const reject = (h: Harness, request_id: string, reason?: string) =>
  operator(h, '/api/operator/payments/reject', { request_id, ...(reason ? { reason } : {}) });
