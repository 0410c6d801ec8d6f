import { ERROR_KEYS } from '@felt/contract';
import { setPasswordHash } from '../../db/queries/players';
import { revokeSessionsOf } from '../../db/queries/sessions';
import type { Caller } from './authenticate';
import { sendCode, useLiveCode } from './codes';
import { guestTarget, type PlayerDeps, type TenantBody } from './context';
import { accountLimitKey } from './limits';
import { hashPassword, verifyPassword } from './passwords';
import { accountLocked, badRequest } from './refusals';
import type { ClientInfo } from './sessions';

const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * forgot_password: a reset code when the account exists, is active and the phone matches; the same answer in every
 * other case, so nobody learns which accounts exist. Only a too-early repeat is refused (tacTooSoon).
 */
export async function forgotPassword(
  deps: PlayerDeps,
  body: TenantBody & { account_id: string; contact_phone: string },
): Promise<void> {
  const { tenant, player } = await guestTarget(deps, body);
  if (player?.status !== 'ACTIVE' || digits(player.contact_phone) !== digits(body.contact_phone)) return;
  await sendCode({ ...deps, now: deps.now() }, tenant, player, 'reset');
}

/** reset_password: the reset code sets a new password and ends every session; the login lock is lifted. */
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
  await deps.limits.loginSucceeded(accountLimitKey(tenant.id, accountKey));
}

/**
 * update_password: a wrong current password counts as a failed login (the same lock as login guards it); the
 * player's other sessions end, this one stays.
 */
export async function changePassword(
  deps: PlayerDeps,
  caller: Caller,
  body: { password: string; new_password: string },
  client: ClientInfo,
): Promise<void> {
  const limitKey = accountLimitKey(caller.tenant.id, caller.player.account_key);
  const locked = await deps.limits.loginLocked(limitKey, client.ip);
  if (locked !== null) throw accountLocked(locked);
  if (!(await verifyPassword(caller.player.password_hash, body.password))) {
    const lock = await deps.limits.loginFailed(limitKey, client.ip);
    throw lock === null ? badRequest(ERROR_KEYS.wrongPassword) : accountLocked(lock);
  }
  if (body.new_password === body.password) throw badRequest(ERROR_KEYS.samePassword);
  const now = deps.now();
  await setPasswordHash(deps.db, caller.player.id, await hashPassword(body.new_password), now);
  await revokeSessionsOf(deps.db, caller.player.id, caller.session.id, now);
}
