import { ERROR_KEYS } from '@felt/contract';
import { phoneDigits, playerColumn, setPasswordHash } from '../../db/queries/players';
import { endGameSessions } from '../../db/queries/protection';
import { revokeSessionsOf } from '../../db/queries/sessions';
import type { Caller } from './authenticate';
import { spendWithoutCode } from './code-budgets';
import { sendCode, useLiveCode } from './codes';
import { guestTarget, type PlayerDeps, type TenantBody } from './context';
import { accountLimitKey } from './limits';
import { hashPassword, verifyPassword } from './passwords';
import { accountLocked, badRequest } from './refusals';
import type { ClientInfo } from './sessions';

/**
 * forgot_password: a reset code when the account exists, is active and the phone matches; the same answer in every
 * other case, and however soon after the last code, so nobody learns which accounts exist (decision 0005). Every
 * request spends the caller's budgets; the phone's only when a code really goes to it, so a stranger typing
 * someone's number cannot use up that player's codes.
 */
export async function forgotPassword(
  deps: PlayerDeps,
  body: TenantBody & { account_id: string; contact_phone: string },
  client: ClientInfo,
): Promise<void> {
  const { tenant, player } = await guestTarget(deps, body);
  if (player?.status !== 'ACTIVE' || phoneDigits(player.contact_phone) !== phoneDigits(body.contact_phone)) {
    return spendWithoutCode(deps.limits, tenant.id, client.ip);
  }
  await sendCode({ ...deps, now: deps.now() }, tenant, player, 'reset', { ip: client.ip });
}

/** reset_password: the reset code sets a new password and ends every session and game; the login lock is lifted. */
export async function resetPassword(
  deps: PlayerDeps,
  body: TenantBody & { account_id: string; tac: string; new_password: string },
): Promise<void> {
  const { tenant, player, accountKey } = await guestTarget(deps, body);
  if (player?.status !== 'ACTIVE') throw badRequest(ERROR_KEYS.tacExpired);
  const now = deps.now();
  await useLiveCode(deps.db, player, 'reset', body.tac, now);
  await setPasswordHash(deps.db, player.id, await hashPassword(body.new_password), now);
  await revokeSessionsOf(deps.db, player.id, null, now);
  await endGameSessions(deps.db, player.id, now);
  await deps.limits.loginSucceeded(accountLimitKey(tenant.id, accountKey));
}

/**
 * update_password: the login lock does not stop it, since the session already proves who the player is (and a
 * lock someone else ran up by guessing must not keep the player from changing the password). Wrong current
 * passwords lock this session's own attempts, and count as failed logins too. The player's other sessions and
 * every game session end; this session stays.
 */
export async function changePassword(
  deps: PlayerDeps,
  caller: Caller,
  body: { password: string; new_password: string },
  client: ClientInfo,
): Promise<void> {
  const sessionKey = `${caller.session.id}`;
  const locked = await deps.limits.passwordCheckLocked(sessionKey);
  if (locked !== null) throw accountLocked(locked);
  const passwordHash = await playerColumn(deps.db, caller.player.id, 'password_hash');
  if (!(await verifyPassword(passwordHash, body.password))) {
    const limitKey = accountLimitKey(caller.tenant.id, caller.player.account_key);
    const [lock] = await Promise.all([
      deps.limits.passwordCheckFailed(sessionKey),
      deps.limits.loginFailed(limitKey, client.ip),
    ]);
    throw lock === null ? badRequest(ERROR_KEYS.wrongPassword) : accountLocked(lock);
  }
  if (body.new_password === body.password) throw badRequest(ERROR_KEYS.samePassword);
  const now = deps.now();
  await setPasswordHash(deps.db, caller.player.id, await hashPassword(body.new_password), now);
  await revokeSessionsOf(deps.db, caller.player.id, caller.session.id, now);
  await endGameSessions(deps.db, caller.player.id, now);
}
