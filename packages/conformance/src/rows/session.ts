import { randomBytes } from 'node:crypto';
import { account_id as accountIdField, FORCE_LOGOUT_MESSAGES, getBalance, login, logout } from '@felt/contract';
import { conforms, expectRefusal, expectSuccess, step } from '../checks';
import {
  type Account,
  type KitContext,
  needAccount,
  needSession,
  type Session,
  siteHeader,
  undoLater,
} from '../context';
import type { Answer } from '../http-client';
import { Mismatch, NotApplicable } from '../outcome';
import type { Row } from '../row';
import { ask } from './reads';

export const loginBody = (ctx: KitContext, account: Account) => ({
  ...ctx.site,
  account_id: account.id,
  password: account.password,
});

const logIn = async (ctx: KitContext, account: Account) =>
  expectSuccess(await ctx.http.post(login.path, loginBody(ctx, account)), login.response);

/** Ends a session the kit opened. */
export async function logOut(ctx: KitContext, session: Session): Promise<void> {
  expectSuccess(await ask(ctx, logout, session), logout.response);
}

/** SPEC 4: a token the back end no longer honours is refused with a message that logs the site's player out. */
const expectForcedOut = (answer: Answer) => expectRefusal(answer, { keys: FORCE_LOGOUT_MESSAGES, anyMessage: true });

export const loginRow: Row = {
  id: 'session.login',
  title: "login with the given (or the kit's own) account answers a session token",
  async run(ctx) {
    const account = needAccount(ctx);
    // A closed site refuses logins by design (siteClosed); that is no fault of the back end.
    if (ctx.closed) throw new NotApplicable(`startup says the site is ${ctx.closed}, so it takes no logins`);
    const checked = login.request.safeParse(loginBody(ctx, account));
    if (!checked.success)
      throw new NotApplicable(`the given account is not one the contract accepts: ${checked.error.issues[0]?.message}`);
    const answer = await logIn(ctx, account);
    const session = { account_id: account.id, token: answer.token };
    ctx.session = session;
    ctx.cleanups.push({ what: 'log the kit session out', run: () => logOut(ctx, session) });
    return `account ${answer.user.account_id}`;
  },
};

export const balanceRow: Row = {
  id: 'session.get-balance',
  title: 'get_balance with the session answers statusCode 1',
  async run(ctx) {
    const answer = expectSuccess(await ask(ctx, getBalance, 'player'), getBalance.response);
    return `game_balance ${answer.game_balance}`;
  },
};

export const madeUpTokenRow: Row = {
  id: 'session.made-up-token',
  title: 'get_balance with a made-up token is refused with a force-logout message',
  async run(ctx) {
    // The kit's account when the contract accepts its id, else any: the token is refused whoever it claims.
    const given = ctx.account?.id;
    const account_id = given && accountIdField.safeParse(given).success ? given : 'conformance_probe';
    const auth = `made-up-${randomBytes(16).toString('hex')}`;
    const body = conforms(getBalance.request, { account_id, auth }, 'request');
    return expectForcedOut(await ctx.http.post(getBalance.path, body, siteHeader(ctx)));
  },
};

export const logoutRow: Row = {
  id: 'session.logout',
  title: 'logout of a second session the kit opened ends that session alone, with a force-logout message',
  async run(ctx) {
    const first = needSession(ctx);
    const second = (await step('second login', () => logIn(ctx, needAccount(ctx)))).token;
    if (second === first.token) {
      throw new Mismatch('second login: token', "a token of its own, not the first session's", 'the same token');
    }
    const end = undoLater(ctx, 'log the second kit session out', () =>
      logOut(ctx, { account_id: first.account_id, token: second }),
    );
    await step('logout', end);
    const message = await step('balance of the logged-out session', async () =>
      expectForcedOut(await ask(ctx, getBalance, 'player', { auth: second })),
    );
    await step('balance of the first session', async () =>
      expectSuccess(await ask(ctx, getBalance, 'player'), getBalance.response),
    );
    return message;
  },
};
