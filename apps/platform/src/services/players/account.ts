import type { Profile, SessionInfo } from '@felt/contract';
import type { z } from 'zod';
import { updateProfile } from '../../db/queries/players';
import { endGameSessions } from '../../db/queries/protection';
import { openSessionsOf, revokeSession, revokeSessionsOf } from '../../db/queries/sessions';
import { toMajor } from '../money';
import type { Caller, ProfileCaller } from './authenticate';
import type { PlayerDeps } from './context';
import { deviceOf, maskIp, maskPhone } from './display';

// The calls of a logged-in player about the account itself.

/**
 * get_balance: the wallet in the tenant currency's major unit; game tokens are whole tokens. The wallet came
 * with the session (one round trip). A read only: demo deposits are approved by their job (demo-approval.ts).
 */
export function balance(caller: Caller) {
  const wallet = caller.wallet ?? { balance_minor: 0, bonus_minor: 0, token_balance: 0 };
  return {
    game_balance: toMajor(wallet.balance_minor, caller.tenant.currency),
    game_token: wallet.token_balance,
    bonus_balance: toMajor(wallet.bonus_minor, caller.tenant.currency),
  };
}

export function profile(caller: ProfileCaller): z.infer<typeof Profile> {
  const { player } = caller;
  return {
    account_id: player.account_id,
    full_name: player.full_name,
    contact_email: player.contact_email,
    contact_phone: maskPhone(player.contact_phone),
    created_at: player.created_at.toISOString(),
  };
}

export async function changeProfile(
  deps: PlayerDeps,
  caller: Caller,
  body: { full_name: string; contact_email: string },
) {
  const change = { full_name: body.full_name, contact_email: body.contact_email };
  await updateProfile(deps.db, caller.player.id, change);
  return [change];
}

// Game sessions are not tied to the site session that launched them, so ending a session ends all of the
// player's games: a game left open elsewhere must not keep taking bets after the player logged out there.

export async function logout(deps: PlayerDeps, caller: Caller): Promise<void> {
  const now = deps.now();
  await revokeSession(deps.db, caller.session.id, now);
  await endGameSessions(deps.db, caller.player.id, now);
}

/** Every other session ends, and every game session; how many sessions ended. */
export async function logoutOthers(deps: PlayerDeps, caller: Caller): Promise<number> {
  const now = deps.now();
  const ended = await revokeSessionsOf(deps.db, caller.player.id, caller.session.id, now);
  await endGameSessions(deps.db, caller.player.id, now);
  return ended;
}

export async function sessions(deps: PlayerDeps, caller: Caller): Promise<z.infer<typeof SessionInfo>[]> {
  const rows = await openSessionsOf(deps.db, caller.player.id, deps.now());
  return rows.map((row) => ({
    session_id: row.public_id,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    device: deviceOf(row.user_agent),
    ip: maskIp(row.ip),
    current: row.id === caller.session.id,
  }));
}
