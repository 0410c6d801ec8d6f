import type { RequestStatus, RequestType, StatementKind } from '@felt/contract';
import { STATEMENT_KINDS } from '@felt/contract';
import { requestPage } from '../../db/queries/money-requests';
import { statementPage } from '../../db/queries/statement';
import { toMajor } from '../money';
import type { Caller } from '../players/authenticate';
import type { PaymentDeps } from './deps';
import { requestAnswer } from './view';

const DAY_MS = 24 * 60 * 60 * 1000;
type Paging = { page: number; per_page: number; date_from?: string | undefined; date_to?: string | undefined };

/** date_from from the start of its day, date_to through the end of its day (UTC). */
const range = (body: Paging) => ({
  from: body.date_from ? new Date(`${body.date_from}T00:00:00Z`) : undefined,
  until: body.date_to ? new Date(new Date(`${body.date_to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
});

/** /api/payment/transactions: the player's deposits and withdrawals, newest first. */
export async function transactions(
  deps: PaymentDeps,
  caller: Caller,
  body: Paging & { type?: RequestType | undefined; status?: RequestStatus | undefined },
) {
  const filter = { playerId: caller.player.id, type: body.type, status: body.status, ...range(body) };
  const page = await requestPage(deps.db, filter, body.page, body.per_page);
  return {
    value: page.rows.map((row) => requestAnswer(row, caller.tenant.currency)),
    total: page.total,
    page: body.page,
    per_page: body.per_page,
  };
}

const KINDS = new Set<string>(STATEMENT_KINDS);
/** Posting kinds outside the statement's list (operator adjustments, test credits) read as credits of the house. */
const kindOf = (kind: string): StatementKind => (KINDS.has(kind) ? (kind as StatementKind) : 'demo_credit');

/** The request, round or posting a line belongs to, from the posting's memo. */
const referenceOf = (memo: Record<string, string | number>, key: string) =>
  String(memo.request_id ?? memo.round_id ?? key);

/** /api/payment/statement: every movement of the player's cash, newest first, straight from the ledger. */
export async function statement(
  deps: PaymentDeps,
  caller: Caller,
  body: Paging & { kind?: StatementKind | undefined },
) {
  const major = (minor: number) => toMajor(minor, caller.tenant.currency);
  const page = await statementPage(
    deps.db,
    { playerId: caller.player.id, kind: body.kind, ...range(body) },
    body.page,
    body.per_page,
  );
  return {
    value: page.rows.map((row) => ({
      line_id: String(row.id),
      kind: kindOf(row.kind),
      amount: major(row.amount_minor),
      balance_after: major(row.balance_after ?? 0),
      created_at: row.created_at.toISOString(),
      reference: referenceOf(row.memo, row.idempotency_key),
    })),
    total: page.total,
    page: body.page,
    per_page: body.per_page,
    money_in: major(page.inMinor),
    money_out: major(page.outMinor),
  };
}
