import { ERROR_KEYS, STATUS } from '@felt/contract';
import type { PlayerRow } from '../../db/queries/players';
import { checkLogin } from '../protection/exclude';
import { spendCodeBudget } from './code-budgets';
import { sendCode, useLiveCode } from './codes';
import { guestTarget, type PlayerDeps, type TenantBody } from './context';
import { accountLimitKey } from './limits';
import { verifyPassword } from './passwords';
import { accountLocked, badRequest, refuse, statusRefusal } from './refusals';
import { type ClientInfo, openSession } from './sessions';

export type LoginFields = {
  token: string;
  user: { account_id: string; session_token: string };
  fullname: string;
  email: string;
};

async function startSession(deps: PlayerDeps, player: PlayerRow, client: ClientInfo): Promise<LoginFields> {
  const refusal = statusRefusal(player.status);
  if (refusal) throw refusal;
  // Both login paths end here: an excluded player gets no session until the exclusion ends.
  await checkLogin(deps.db, player.id, deps.now());
  const token = await openSession(deps.db, player.id, client, deps.now());
  return {
    token,
    user: { account_id: player.account_id, session_token: token },
    fullname: player.full_name,
    email: player.contact_email,
  };
}

/**
 * login: the lock is checked before the password, so a locked account tells nothing; a wrong account and a wrong
 * password answer alike; the account's status is told only after a correct password.
 */
export async function login(
  deps: PlayerDeps,
  body: TenantBody & { account_id: string; password: string },
  client: ClientInfo,
): Promise<LoginFields> {
  const { tenant, player, accountKey } = await guestTarget(deps, body);
  const limitKey = accountLimitKey(tenant.id, accountKey);
  const locked = await deps.limits.loginLocked(limitKey, client.ip);
  if (locked !== null) throw accountLocked(locked);
  const matches = await verifyPassword(player?.password_hash ?? null, body.password);
  if (!player || !matches) {
    const lock = await deps.limits.loginFailed(limitKey, client.ip);
    throw lock === null ? refuse(STATUS.unauthorized, ERROR_KEYS.invalidCredentials) : accountLocked(lock);
  }
  await deps.limits.loginSucceeded(limitKey);
  return startSession(deps, player, client);
}

/**
 * tac/request_login: an unknown account gets the same answer and nothing is sent, so ids cannot be probed. It
 * spends the budgets a real account would (but a phone's, which only a real account has), so they refuse alike; a
 * real account's spent phone budget sends nothing and answers the same as well.
 */
export async function requestLoginCode(
  deps: PlayerDeps,
  body: TenantBody & { account_id: string },
  client: ClientInfo,
): Promise<void> {
  const { tenant, player } = await guestTarget(deps, body);
  if (!player) {
    await spendCodeBudget(deps.limits, { tenantId: tenant.id, ip: client.ip, phone: null });
    return;
  }
  const refusal = statusRefusal(player.status);
  if (refusal) throw refusal;
  // An excluded player is told why at once, and no code is sent that could not be used.
  await checkLogin(deps.db, player.id, deps.now());
  await sendCode({ ...deps, now: deps.now() }, tenant, player, 'login', { ip: client.ip, quietPhone: true });
}

/** login_tac: the login code instead of the password; an unknown account looks like one without a code. */
export async function loginWithCode(
  deps: PlayerDeps,
  body: TenantBody & { account_id: string; tac: string },
  client: ClientInfo,
): Promise<LoginFields> {
  const { player } = await guestTarget(deps, body);
  if (!player) throw badRequest(ERROR_KEYS.tacExpired);
  const refusal = statusRefusal(player.status);
  if (refusal) throw refusal;
  await useLiveCode(deps.db, player, 'login', body.tac, deps.now());
  return startSession(deps, player, client);
}
