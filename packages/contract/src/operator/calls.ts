import { z } from 'zod';
import { success } from '../envelope';
import {
  DecidedRequest,
  Decision,
  GrantedTokens,
  LedgerReport,
  OperatorMessage,
  OperatorPlayer,
  PendingRequest,
  StatusChange,
  TenantSummary,
  TokenGrant,
} from './schemas';
import { TenantFile } from './tenant-file';

// The reference platform's administration calls under /api/operator/*, behind the X-Operator-Key header. The site
// never makes them; `npm run tenant`, `player`, `payments` and `ledger` do.

/** The HTTP statuses an operator call refuses with besides the key check's; each answers a Failure. */
export type OperatorFailureStatus = 400 | 404;

export type OperatorCallDef<Req extends z.ZodType | null = z.ZodType | null, Res extends z.ZodType = z.ZodType> = {
  /** OpenAPI style: {domain} is a path parameter. */
  path: `/api/operator/${string}`;
  method: 'GET' | 'POST';
  summary: string;
  request: Req;
  /** The answer with HTTP 200. */
  response: Res;
  /** When each status is answered, with a Failure. */
  failures: Partial<Record<OperatorFailureStatus, string>>;
};

/** Every operator call refuses a missing or wrong key, and locks out an address that keeps sending one. */
export const KEY_FAILURES = {
  403: 'forbidden: X-Operator-Key is missing or wrong, or the platform has no key configured',
  429: 'tooManyRequests: too many wrong keys from this address; retry_after says when to try again',
} as const;

const badBody = 'invalidJson, or validationFailed with errors naming each failing field';
const noPlayer = 'notFound: no such tenant or account';

const defineOperatorCall = <Req extends z.ZodType | null, Res extends z.ZodType>(def: OperatorCallDef<Req, Res>) => def;

export const listTenants = defineOperatorCall({
  path: '/api/operator/tenants',
  method: 'GET',
  summary: 'Every tenant, briefly, by domain',
  request: null,
  response: success({ value: z.array(TenantSummary) }),
  failures: {},
});

export const importTenant = defineOperatorCall({
  path: '/api/operator/tenants',
  method: 'POST',
  summary: 'Import a tenant file; replaces the tenant of that domain all-or-nothing',
  request: TenantFile,
  response: success({ value: z.object({ domain_name: z.string(), tenant_id: z.number().int().positive() }) }),
  failures: { 400: `${badBody}: every problem of the file at once, and nothing is written` },
});

export const exportTenant = defineOperatorCall({
  path: '/api/operator/tenants/{domain}',
  method: 'GET',
  summary: 'A tenant as a file that imports back unchanged',
  request: null,
  response: success({ value: TenantFile }),
  failures: { 404: 'notFound: no such tenant' },
});

export const setPlayerStatus = defineOperatorCall({
  path: '/api/operator/players/status',
  method: 'POST',
  summary: "Set an account's status; a BLOCK or CLOSE forces the player's logout on the next call",
  request: StatusChange,
  response: success({ value: OperatorPlayer }),
  failures: { 400: badBody, 404: noPlayer },
});

export const showPlayer = defineOperatorCall({
  path: '/api/operator/players/{domain}/{account}',
  method: 'GET',
  summary: 'Status, creation date and balance of one account',
  request: null,
  response: success({ value: OperatorPlayer }),
  failures: { 404: noPlayer },
});

export const sendInboxMessage = defineOperatorCall({
  path: '/api/operator/inbox',
  method: 'POST',
  summary:
    'Send an inbox message to one player, or to every player the site has when it is sent; a reward is claimed once',
  request: OperatorMessage,
  response: success({ inbox_id: z.number().int().positive() }),
  failures: { 400: badBody, 404: 'siteNotConfigured: no such tenant; notFound: no such account' },
});

export const grantTokens = defineOperatorCall({
  path: '/api/operator/tokens',
  method: 'POST',
  summary: 'Give a player game tokens for the prize wheel, once per key; a repeated key answers the first grant',
  request: TokenGrant,
  response: success({ value: GrantedTokens }),
  failures: { 400: badBody, 404: noPlayer },
});

export const pendingPayments = defineOperatorCall({
  path: '/api/operator/payments/{domain}/pending',
  method: 'GET',
  summary: "The tenant's pending deposit and withdrawal requests, oldest first",
  request: null,
  response: success({ value: z.array(PendingRequest) }),
  failures: { 404: 'notFound: no such tenant' },
});

const decided = (verb: string) =>
  defineOperatorCall({
    path: `/api/operator/payments/${verb}`,
    method: 'POST',
    summary: `${verb === 'approve' ? 'Approve' : 'Reject'} one pending request, once; the money moves with it`,
    request: Decision,
    response: success({ value: DecidedRequest }),
    failures: { 400: `${badBody}; requestNotPending: decided already`, 404: 'notFound: no such request' },
  });

export const approvePayment = decided('approve');
export const rejectPayment = decided('reject');

export const checkLedger = defineOperatorCall({
  path: '/api/operator/ledger/check',
  method: 'GET',
  summary: 'The whole ledger proved in one snapshot: counts, and the ids of whatever does not add up',
  request: null,
  response: success({ value: LedgerReport }),
  failures: {},
});

/** Every operator call by name; kept out of CALLS, so the site's BFF never forwards them. */
export const OPERATOR_CALLS = {
  listTenants,
  importTenant,
  exportTenant,
  setPlayerStatus,
  showPlayer,
  sendInboxMessage,
  grantTokens,
  pendingPayments,
  approvePayment,
  rejectPayment,
  checkLedger,
} as const;
