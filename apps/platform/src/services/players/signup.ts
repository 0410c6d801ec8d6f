import { ERROR_KEYS, STATUS } from '@felt/contract';
import { activatePending, deletePlayer, insertPlayer, phoneInUse } from '../../db/queries/players';
import { sendWelcome } from '../engagement/inbox';
import { resolveReferrer } from '../engagement/referral';
import { spendWithoutCode } from './code-budgets';
import { sendCode, useLiveCode } from './codes';
import { guestTarget, type PlayerDeps, type TenantBody } from './context';
import { hashPassword } from './passwords';
import { badRequest, refuse } from './refusals';
import type { ClientInfo } from './sessions';

/** A PENDING account older than this frees its id: someone typed a phone they do not have. */
export const PENDING_HOLD_MS = 60 * 60 * 1000;

const ATTRIBUTION = ['referrer_code', 'affiliate_code', 'ch', 'cm', 'pp', 'fbp', 'appsflyer_id', 'visitor_id'] as const;
type Attribution = Partial<Record<(typeof ATTRIBUTION)[number], string>>;

export type SignupBody = TenantBody &
  Attribution & { account_id: string; password: string; contact_phone: string; contact_email: string };

/** signup: a PENDING account with an empty wallet; the phone is confirmed with a register code next. */
export async function signup(deps: PlayerDeps, body: SignupBody, client: ClientInfo): Promise<void> {
  const wait = await deps.limits.signupLocked(client.ip);
  if (wait !== null) throw refuse(STATUS.tooManyRequests, ERROR_KEYS.tooManyRequests, wait);
  const { tenant, player: existing, accountKey } = await guestTarget(deps, body);
  const now = deps.now();
  if (existing) {
    const abandoned = existing.status === 'PENDING' && now.getTime() - existing.created_at.getTime() > PENDING_HOLD_MS;
    if (!abandoned) throw badRequest(ERROR_KEYS.accountExists);
  }
  // Told now rather than after the code: a phone verified by another account could never verify this one.
  if (await phoneInUse(deps.db, tenant.id, body.contact_phone)) throw badRequest(ERROR_KEYS.phoneInUse);
  if (existing) await deletePlayer(deps.db, existing.id);
  const referrerId = await resolveReferrer(deps.db, tenant.id, body.referrer_code);
  const created = await insertPlayer(deps.db, {
    tenant_id: tenant.id,
    account_id: body.account_id,
    account_key: accountKey,
    password_hash: await hashPassword(body.password),
    contact_email: body.contact_email,
    contact_phone: body.contact_phone,
    status: 'PENDING',
    ...Object.fromEntries(ATTRIBUTION.map((field) => [field, body[field] ?? null])),
    referrer_id: referrerId,
    signup_ip: client.ip,
    created_at: now,
    password_changed_at: now,
  });
  // Taken between the check and the insert by a concurrent signup.
  if (!created) throw badRequest(ERROR_KEYS.accountExists);
  await sendWelcome(deps.db, tenant, created.id, now);
  await deps.limits.signedUp(client.ip);
}

/**
 * tac/request_new_register: a register code to the phone given at signup. Like the other code requests it answers
 * the same whatever the account id names (decision 0005); only a PENDING account whose phone no other account has
 * verified gets a code, and tac/verify tells the rest.
 */
export async function requestRegisterCode(
  deps: PlayerDeps,
  body: TenantBody & { account_id: string },
  client: ClientInfo,
): Promise<void> {
  const { tenant, player } = await guestTarget(deps, body);
  // No code, and no SMS paid for, to a phone that another account verified meanwhile.
  if (player?.status !== 'PENDING' || (await phoneInUse(deps.db, tenant.id, player.contact_phone, player.id))) {
    return spendWithoutCode(deps.limits, tenant.id, client.ip);
  }
  await sendCode({ ...deps, now: deps.now() }, tenant, player, 'register', { ip: client.ip });
}

/**
 * tac/verify: the register code makes the account ACTIVE and its phone verified; the browser then logs in with the
 * password. A phone another account of the site verified first is refused (phoneInUse), also when both race.
 */
export async function verifyRegisterCode(deps: PlayerDeps, body: TenantBody & { account_id: string; tac: string }) {
  const { tenant, player } = await guestTarget(deps, body);
  if (!player) throw refuse(STATUS.notFound, ERROR_KEYS.notFound);
  if (player.status !== 'PENDING') throw badRequest(ERROR_KEYS.accountExists);
  // Told before the code: the request sent none to a phone another account holds, so the player learns why here.
  if (await phoneInUse(deps.db, tenant.id, player.contact_phone, player.id)) {
    throw badRequest(ERROR_KEYS.phoneInUse);
  }
  await useLiveCode(deps.db, player, 'register', body.tac, deps.now());
  const activated = await activatePending(deps.db, player);
  if (activated === 'phoneInUse') throw badRequest(ERROR_KEYS.phoneInUse);
  if (activated === 'notPending') throw badRequest(ERROR_KEYS.accountExists);
}
