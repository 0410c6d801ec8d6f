import { z } from 'zod';
import { Ack, success } from '../envelope';
import { defineCall } from './define';
import {
  AuthBody,
  account_id,
  altcha,
  amount,
  contact_email,
  contact_phone,
  new_password,
  password,
  TenantBody,
  tac,
  timestamp,
} from './fields';

const tag = 'auth';

export const LoginAnswer = success({
  token: z.string(),
  user: z.object({ account_id: z.string(), session_token: z.string() }),
  fullname: z.string(),
  email: z.string(),
});

/**
 * What the browser gets for a successful login: LoginAnswer without token or session_token, which the BFF keeps
 * in an httpOnly cookie (DESIGN.md 3). statusCode 1 is the authenticated flag of SPEC 4.
 */
export const LoginView = success({
  user: z.object({ account_id: z.string() }),
  fullname: z.string(),
  email: z.string(),
});

export const login = defineCall({
  path: '/api/auth/login',
  method: 'POST',
  tag,
  summary: 'Log a player in with a password',
  failure: 'product',
  request: z.object({ account_id, password, ...TenantBody }),
  response: LoginAnswer,
});

export const getBalance = defineCall({
  path: '/api/auth/get_balance',
  method: 'POST',
  tag,
  summary: "The player's wallet balance and game tokens",
  auth: true,
  failure: 'wallet',
  request: z.object({ ...AuthBody }),
  response: success({
    game_balance: amount.describe('Cash, the money a withdrawal can take'),
    game_token: amount,
    bonus_balance: amount
      .optional()
      .describe('Extension: bonus money, playable but held apart from the cash until its wagering is met'),
  }),
});

export const forgotPassword = defineCall({
  path: '/api/auth/forgot_password',
  method: 'POST',
  tag,
  summary: 'Start a password reset',
  failure: 'product',
  request: z.object({ account_id, contact_phone, ...TenantBody, altcha }),
  response: Ack,
});

export const signup = defineCall({
  path: '/api/auth/signup',
  method: 'POST',
  tag,
  summary: 'Register a player',
  failure: 'product',
  request: z.object({
    ...TenantBody,
    account_id,
    password: new_password,
    contact_phone,
    contact_email,
    referrer_code: z.string().max(64).optional(),
    ch: z.string().max(128).optional(),
    cm: z.string().max(128).optional(),
    pp: z.string().max(128).optional(),
    affiliate_code: z.string().max(64).optional(),
    fbp: z.string().max(256).optional(),
    appsflyer_id: z.string().max(256).optional(),
    visitor_id: z.string().max(256).optional(),
    altcha,
  }),
  response: Ack,
});

const TacRequest = z.object({ ...TenantBody, account_id, altcha });

export const tacVerify = defineCall({
  path: '/api/auth/tac/verify',
  method: 'POST',
  tag,
  summary: 'Check a one-time code',
  failure: 'product',
  request: z.object({ ...TenantBody, account_id, tac }),
  response: Ack,
});

export const tacRequestNewRegister = defineCall({
  path: '/api/auth/tac/request_new_register',
  method: 'POST',
  tag,
  summary: 'Send a one-time code for registration',
  failure: 'product',
  request: TacRequest,
  response: Ack,
});

export const tacRequestLogin = defineCall({
  path: '/api/auth/tac/request_login',
  method: 'POST',
  tag,
  summary: 'Send a one-time code for login',
  failure: 'product',
  request: TacRequest,
  response: Ack,
});

export const loginTac = defineCall({
  path: '/api/auth/login_tac',
  method: 'POST',
  tag,
  summary: 'Log a player in with a one-time code',
  failure: 'product',
  request: z.object({ account_id, tac, ...TenantBody }),
  response: LoginAnswer,
});

export const updatePassword = defineCall({
  path: '/api/auth/update_password',
  method: 'POST',
  tag,
  summary: "Change the player's password",
  auth: true,
  failure: 'product',
  request: z.object({ ...AuthBody, password, new_password }),
  response: Ack,
});

export const VipNextLevel = z.object({
  starting_deposit: amount,
  cycle_deposit: amount,
  deposit_next: amount,
  starting_turnover: amount,
  cycle_turnover: amount,
  turnover_next: amount,
  vip_name: z.string(),
  vip_name_next: z.string(),
});

export const vip = defineCall({
  path: '/api/auth/vip',
  method: 'POST',
  tag,
  summary: "The player's VIP level and progress toward the next",
  auth: true,
  failure: 'product',
  request: z.object({ ...AuthBody }),
  response: success({ nextLevel: z.array(VipNextLevel) }),
});

export const logout = defineCall({
  path: '/api/auth/logout',
  method: 'POST',
  tag,
  summary: 'End this session: the token stops working at once',
  auth: true,
  extension: true,
  failure: 'network',
  request: z.object({ ...AuthBody }),
  response: Ack,
});

export const logoutOthers = defineCall({
  path: '/api/auth/logout_others',
  method: 'POST',
  tag,
  summary: 'End every session of the player except this one ("log out everywhere else")',
  auth: true,
  extension: true,
  failure: 'network',
  request: z.object({ ...AuthBody }),
  response: success({ ended: z.number().int().min(0) }),
});

export const SessionInfo = z.object({
  session_id: z.string().describe('An opaque id for display; never the token'),
  created_at: timestamp,
  last_seen_at: timestamp,
  expires_at: timestamp,
  device: z.string().describe('The browser and system, from the user agent'),
  ip: z.string().describe('The address the session was opened from, partly masked'),
  current: z.boolean(),
});

export const listSessions = defineCall({
  path: '/api/auth/sessions',
  method: 'POST',
  tag,
  summary: "The player's open sessions, newest first",
  auth: true,
  extension: true,
  failure: 'network',
  request: z.object({ ...AuthBody }),
  response: success({ value: z.array(SessionInfo) }),
});

export const resetPassword = defineCall({
  path: '/api/auth/reset_password',
  method: 'POST',
  tag,
  summary: 'Finish a password reset with the code forgot_password sent; every session ends',
  extension: true,
  failure: 'product',
  request: z.object({ ...TenantBody, account_id, tac, new_password }),
  response: Ack,
});

/** An ALTCHA challenge as altcha-lib makes it; extra parameters are kept, since the signature covers them all. */
export const AltchaChallenge = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});

export const authChallenge = defineCall({
  path: '/api/auth/challenge',
  method: 'POST',
  tag,
  summary:
    'A proof-of-work challenge (ALTCHA) for signup and code requests; solved in the browser, sent back as `altcha`',
  extension: true,
  failure: 'product',
  request: z.object({ ...TenantBody }),
  response: success({ challenge: AltchaChallenge }),
});
