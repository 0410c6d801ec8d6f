import { type CallDef, LoginAnswer, LoginView, login, loginTac, resetPassword } from '@felt/contract';
import { ERROR_KEYS, forcesLogout, STATUS } from '@felt/contract/tables';
import { type Answer, jsonAnswer } from './json-answer';
import { clearedSessionCookie, sessionCookie } from './session-cookie.server';

// How the BFF's answers open and close the session cookie (DESIGN.md 3, decision 0005).

const LOGIN_PATHS: ReadonlySet<string> = new Set([login.path, loginTac.path]);

const withCookie = (cookie: string): ResponseInit => ({ headers: { 'set-cookie': cookie } });

/** The answer for an authenticated call made without a usable session cookie; a garbled one goes too. */
export function sessionExpiredAnswer(): Response {
  return jsonAnswer(
    { statusCode: STATUS.unauthorized, message: ERROR_KEYS.sessionExpired },
    withCookie(clearedSessionCookie()),
  );
}

/** The logout answer: always a success that removes the cookie, whatever the platform said. */
export function loggedOutAnswer(): Response {
  return jsonAnswer({ statusCode: STATUS.ok }, withCookie(clearedSessionCookie()));
}

/**
 * The browser's answer to the platform's `answer` of `call`. A login keeps the token in the cookie and
 * answers LoginView, which has no token; a message that forces logout, or a finished password reset
 * (which ends every session), removes the cookie.
 */
export function sessionAnswer(call: CallDef, answer: Answer): Response {
  if (answer.statusCode === STATUS.ok && LOGIN_PATHS.has(call.path)) {
    const full = LoginAnswer.parse(answer);
    const cookie = sessionCookie({ account_id: full.user.account_id, auth: full.token });
    return jsonAnswer(LoginView.parse(full), withCookie(cookie));
  }
  const endsSession =
    (answer.statusCode === STATUS.ok && call.path === resetPassword.path) ||
    forcesLogout(typeof answer.message === 'string' ? answer.message : undefined);
  return jsonAnswer(answer, endsSession ? withCookie(clearedSessionCookie()) : {});
}
