import { ERROR_KEYS, STATUS } from '@felt/contract';
import { phoneDigits } from '../../db/queries/players';
import type { Limits } from './limits';
import { refuse } from './refusals';

// Every one-time code is spent from hourly budgets (CODE_BUDGETS): the caller's address, the phone, the tenant and
// the install. A refusal is tooManyRequests with the seconds to wait, the same whoever the account is.

/** One send: the tenant, the caller's address, and the phone when one is known. */
export type CodeSend = { tenantId: number; ip: string; phone: string | null };

/**
 * Spends one code from every budget of the send, or refuses. With `quietPhone`, a spent phone budget is not a
 * refusal but answers false (send nothing): where only a real account has a phone, refusing would tell that the
 * account exists, so the caller answers as it does for an unknown one.
 */
export async function spendCodeBudget(limits: Limits, send: CodeSend, quietPhone = false): Promise<boolean> {
  const digits = send.phone === null ? '' : phoneDigits(send.phone);
  const refused = await limits.spendCodeBudget({
    address: send.ip,
    phone: digits ? `${send.tenantId}:${digits}` : null,
    tenant: String(send.tenantId),
  });
  if (!refused) return true;
  if (quietPhone && refused.budget === 'phone') {
    // Charged as an unknown account is, so the other budgets cannot tell the two apart either.
    await spendCodeBudget(limits, { ...send, phone: null });
    return false;
  }
  throw refuse(STATUS.tooManyRequests, ERROR_KEYS.tooManyRequests, refused.wait);
}
