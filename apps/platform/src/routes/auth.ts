import {
  authChallenge,
  forgotPassword,
  getBalance,
  listSessions,
  login,
  loginTac,
  logout,
  logoutOthers,
  resetPassword,
  signup,
  tacRequestLogin,
  tacRequestNewRegister,
  tacVerify,
  updatePassword,
  vip,
} from '@felt/contract';
import type { Hono } from 'hono';
import { clientOf } from '../http/client-info';
import { serveAuthCall, serveCall } from '../http/serve-call';
import * as account from '../services/players/account';
import type { Challenges } from '../services/players/challenges';
import * as entry from '../services/players/login';
import * as passwords from '../services/players/passwords-flow';
import * as registration from '../services/players/signup';
import { vip as vipProgress } from '../services/players/vip';
import { tenantFor } from '../services/tenants';
import type { PlayerRouting } from './player-routing';

const ack = {};

export function authRoutes(app: Hono, { deps, authenticate }: PlayerRouting, challenges: Challenges): void {
  // The calls that create accounts or send codes take a solved challenge, checked and spent before anything else.
  const solved = (body: { domain_name: string; altcha: string }) => challenges.take(body.domain_name, body.altcha);

  // /api/auth/challenge: a proof-of-work challenge for one of the calls below.
  serveCall(app, authChallenge, async (body) => {
    const tenant = await tenantFor(deps.db, body.domain_name, body.external_id);
    return { challenge: await challenges.issue(tenant.domain_name) };
  });
  // /api/auth/login: password login; the answer carries the session token for the BFF's cookie.
  serveCall(app, login, (body, c) => entry.login(deps, body, clientOf(c)));
  // /api/auth/signup: a PENDING account.
  serveCall(app, signup, async (body, c) => {
    await solved(body);
    await registration.signup(deps, body, clientOf(c));
    return ack;
  });
  // /api/auth/tac/request_new_register: a register code to the phone given at signup; the same answer for any id.
  serveCall(app, tacRequestNewRegister, async (body, c) => {
    await solved(body);
    await registration.requestRegisterCode(deps, body, clientOf(c));
    return ack;
  });
  // /api/auth/tac/verify: the register code activates the account.
  serveCall(app, tacVerify, async (body) => {
    await registration.verifyRegisterCode(deps, body);
    return ack;
  });
  // /api/auth/tac/request_login: a login code; the same answer for any id and any state of the account.
  serveCall(app, tacRequestLogin, async (body, c) => {
    await solved(body);
    await entry.requestLoginCode(deps, body, clientOf(c));
    return ack;
  });
  // /api/auth/login_tac: login with the login code; the account's status is told only after the code.
  serveCall(app, loginTac, (body, c) => entry.loginWithCode(deps, body, clientOf(c)));
  // /api/auth/forgot_password: a reset code when account and phone match; the same answer otherwise.
  serveCall(app, forgotPassword, async (body, c) => {
    await solved(body);
    await passwords.forgotPassword(deps, body, clientOf(c));
    return ack;
  });
  // /api/auth/reset_password: the reset code sets a new password; every session ends.
  serveCall(app, resetPassword, async (body) => {
    await passwords.resetPassword(deps, body);
    return ack;
  });

  // /api/auth/update_password: a new password; the player's other sessions end.
  serveAuthCall(app, updatePassword, authenticate, async (caller, body, c) => {
    await passwords.changePassword(deps, caller, body, clientOf(c));
    return ack;
  });
  // /api/auth/get_balance: wallet balance and game tokens.
  serveAuthCall(app, getBalance, authenticate, async (caller) => account.balance(caller));
  // /api/auth/vip: the VIP level and the next one.
  serveAuthCall(app, vip, authenticate, async (caller) => ({ nextLevel: [vipProgress(caller)] }));
  // /api/auth/logout: this session ends.
  serveAuthCall(app, logout, authenticate, async (caller) => {
    await account.logout(deps, caller);
    return ack;
  });
  // /api/auth/logout_others: every other session ends.
  serveAuthCall(app, logoutOthers, authenticate, async (caller) => ({
    ended: await account.logoutOthers(deps, caller),
  }));
  // /api/auth/sessions: the open sessions, for the security page.
  serveAuthCall(app, listSessions, authenticate, async (caller) => ({ value: await account.sessions(deps, caller) }));
}
