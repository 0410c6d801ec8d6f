import { ERROR_KEYS, STATUS } from '@felt/contract';
import type { PlayerRow } from '../../db/queries/players';
import { checkLogin } from '../protection/exclude';
import { spendWithoutCode } from './code-budgets';
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
 * tac/request_login: the same answer for every account id, whatever the account's state and however soon after the
 * last code, so ids cannot be probed (decision 0005). A code goes to an account with a verified phone; its status
 * and any exclusion are told at login_tac, after the code, as a password login tells them after the password. An
 * unknown or unverified account gets nothing, at the same cost to the caller's budgets.
 */
export async function requestLoginCode(
  deps: PlayerDeps,
  body: TenantBody & { account_id: string },
  client: ClientInfo,
): Promise<void> {
  const { tenant, player } = await guestTarget(deps, body);
  // A PENDING account's phone is not verified yet, and its code could never log in.
  if (!player || player.status === 'PENDING') return spendWithoutCode(deps.limits, tenant.id, client.ip);
  await sendCode({ ...deps, now: deps.now() }, tenant, player, 'login', { ip: client.ip });
}

/**
 * login_tac: the login code instead of the password. The code is checked first: an unknown account looks like one
 * without a code, and the account's status or exclusion is told only to whoever holds its code.
 */
export async function loginWithCode(
  deps: PlayerDeps,
  body: TenantBody & { account_id: string; tac: string },
  client: ClientInfo,
): Promise<LoginFields> {
  const { player } = await guestTarget(deps, body);
  if (!player) throw badRequest(ERROR_KEYS.tacExpired);
  await useLiveCode(deps.db, player, 'login', body.tac, deps.now());
  return startSession(deps, player, client);
}
