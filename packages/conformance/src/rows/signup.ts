import { ERROR_KEYS, login, STATUS, signup } from '@felt/contract';
import { solvedChallenge } from '../challenge-solver';
import { expectSuccess, step } from '../checks';
import type { KitContext } from '../context';
import { newAccount } from '../new-account';
import { NotApplicable } from '../outcome';
import type { Row } from '../row';
import { loginBody, logOut } from './session';
import { confirmWithCode } from './signup-code';
import { NO_SIGNUP, needSignup, signUp, unlessLimited } from './signup-steps';

// With --signup the kit registers an account of its own, as the site's register form does, and the later rows use
// it. The account stays behind: the contract has no call that deletes one.

export const challengeRow: Row = {
  id: 'signup.challenge',
  title: 'auth/challenge answers a challenge the contract accepts, and the kit solves it',
  async run(ctx) {
    if (!ctx.options.signup) throw new NotApplicable(NO_SIGNUP);
    const solved = await solvedChallenge(ctx);
    // signup.register spends this solution, as the site spends the one it solves right before signing up.
    ctx.signup = { unspent: solved.altcha };
    return `${solved.algorithm}, solved at counter ${solved.counter} in ${solved.ms} ms`;
  },
};

/** Logs the new account in: at once, or after the register code when the back end says it is not verified yet. */
async function firstLogin(ctx: KitContext, id: string, password: string) {
  const asked = async () => ctx.http.post(login.path, loginBody(ctx, { id, password }));
  const first = await asked();
  if (first.statusCode === STATUS.ok || first.message !== ERROR_KEYS.accountNotVerified) {
    return { how: 'logs in at once', answer: await step('login', async () => expectSuccess(first, login.response)) };
  }
  await confirmWithCode(ctx, id);
  const answer = await step('login after the code', async () => expectSuccess(await asked(), login.response));
  return { how: 'logs in after the register code from /api/dev/outbox', answer };
}

export const registerRow: Row = {
  id: 'signup.register',
  title: 'signup of a new account succeeds, and the account logs in (the later rows use it)',
  async run(ctx) {
    const state = needSignup(ctx);
    if (ctx.closed) throw new NotApplicable(`startup says the site is ${ctx.closed}, so it takes no signups`);
    const details = newAccount();
    const altcha = state.unspent ?? (await step('challenge', () => solvedChallenge(ctx))).altcha;
    delete state.unspent;
    const answer = await signUp(ctx, details, altcha);
    unlessLimited(answer, 'signups');
    await step('signup', async () => expectSuccess(answer, signup.response));
    const made = { id: details.account_id, password: details.password };
    Object.assign(state, { made, spent: altcha });
    const { how, answer: session } = await firstLogin(ctx, made.id, made.password);
    ctx.cleanups.push({
      what: 'log the signup session out',
      run: () => logOut(ctx, { account_id: made.id, token: session.token }),
    });
    ctx.account = made;
    return `account ${made.id} ${how}`;
  },
};
