import { randomBytes } from 'node:crypto';
import { account_id as accountIdField, FORCE_LOGOUT_MESSAGES, getBalance, login, logout } from '@felt/contract';
import { conforms, expectRefusal, expectSuccess } from '../checks';
import { needSession, siteHeader } from '../context';
import { NotApplicable } from '../outcome';
import type { Row } from '../row';

export const loginRow: Row = {
  id: 'session.login',
  title: 'login with the given account answers a session token',
  async run(ctx) {
    const account = ctx.options.account;
    if (!account) throw new NotApplicable('no --account/--password given');
    // A closed site refuses logins by design (siteClosed); that is no fault of the back end.
    if (ctx.closed) throw new NotApplicable(`startup says the site is ${ctx.closed}, so it takes no logins`);
    const body = { ...ctx.site, account_id: account.id, password: account.password };
    const checked = login.request.safeParse(body);
    if (!checked.success)
      throw new NotApplicable(`the given account is not one the contract accepts: ${checked.error.issues[0]?.message}`);
    const answer = expectSuccess(await ctx.http.post(login.path, body), login.response);
    ctx.session = { account_id: account.id, token: answer.token };
    const session = ctx.session;
    ctx.cleanups.push({
      what: 'log the kit session out',
      run: async () => {
        const out = { account_id: session.account_id, auth: session.token };
        expectSuccess(
          await ctx.http.post(logout.path, conforms(logout.request, out, 'request'), siteHeader(ctx)),
          logout.response,
        );
      },
    });
    return `account ${answer.user.account_id}`;
  },
};

export const balanceRow: Row = {
  id: 'session.get-balance',
  title: 'get_balance with the session answers statusCode 1',
  async run(ctx) {
    const session = needSession(ctx);
    const body = conforms(getBalance.request, { account_id: session.account_id, auth: session.token }, 'request');
    const answer = expectSuccess(await ctx.http.post(getBalance.path, body, siteHeader(ctx)), getBalance.response);
    return `game_balance ${answer.game_balance}`;
  },
};

export const madeUpTokenRow: Row = {
  id: 'session.made-up-token',
  title: 'get_balance with a made-up token is refused with a force-logout message',
  async run(ctx) {
    // The given account when the contract accepts its id, else any: the token is refused whoever it claims.
    const given = ctx.options.account?.id;
    const account_id = given && accountIdField.safeParse(given).success ? given : 'conformance_probe';
    const auth = `made-up-${randomBytes(16).toString('hex')}`;
    const body = conforms(getBalance.request, { account_id, auth }, 'request');
    return expectRefusal(await ctx.http.post(getBalance.path, body, siteHeader(ctx)), {
      keys: FORCE_LOGOUT_MESSAGES,
      anyMessage: true,
    });
  },
};
