import { ERROR_KEYS, STATUS } from '@felt/contract';
import { phoneDigits } from '../../db/queries/players';
import type { Limits } from './limits';
import { refuse } from './refusals';

// Every code request is spent from hourly budgets (CODE_BUDGETS): the caller's address, the tenant and the install
// for every request, whatever account it names, and the phone only for a code that really goes out. A refusal is
// tooManyRequests with the seconds to wait, the same whoever the account is.

/** One request: the tenant, the caller's address, and the phone a code goes to (null: nothing is sent). */
export type CodeSend = { tenantId: number; ip: string; phone: string | null };

/**
 * Spends one request from every budget of the send, or refuses. A spent phone budget is no refusal: only a real
 * account has a phone, so refusing would tell that it exists. The request is then charged as one that sends
 * nothing, and false says to send nothing.
 */
export async function spendCodeBudget(limits: Limits, send: CodeSend): Promise<boolean> {
  const digits = send.phone === null ? '' : phoneDigits(send.phone);
  const refused = await limits.spendCodeBudget({
    address: send.ip,
    phone: digits ? `${send.tenantId}:${digits}` : null,
    tenant: String(send.tenantId),
  });
  if (!refused) return true;
  if (refused.budget === 'phone') {
    await spendCodeBudget(limits, { ...send, phone: null });
    return false;
  }
  throw refuse(STATUS.tooManyRequests, ERROR_KEYS.tooManyRequests, refused.wait);
}

/** A request that sends no code (no such account, a phone that does not match, too soon): charged as a send is. */
export async function spendWithoutCode(limits: Limits, tenantId: number, ip: string): Promise<void> {
  await spendCodeBudget(limits, { tenantId, ip, phone: null });
}
