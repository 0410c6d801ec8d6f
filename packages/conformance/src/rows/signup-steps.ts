import { ERROR_KEYS, STATUS, signup } from '@felt/contract';
import type { Account, KitContext } from '../context';
import type { Answer } from '../http-client';
import type { NewAccount } from '../new-account';
import { NotApplicable } from '../outcome';
import { ask } from './reads';

// What the signup rows share: whether they run at all, and a signup call as the site's register form makes it.

type Signup = NonNullable<KitContext['signup']>;

/** Why the signup rows are skipped unless asked for. */
export const NO_SIGNUP = 'no --signup given (it leaves an account behind)';

/** What signup.challenge learnt, or why the row cannot run: --signup not asked, or no challenge solved. */
export function needSignup(ctx: KitContext): Signup {
  if (!ctx.options.signup) throw new NotApplicable(NO_SIGNUP);
  if (!ctx.signup) throw new NotApplicable('needs signup.challenge, which did not pass');
  return ctx.signup;
}

/** The account signup.register made, or why the row cannot run without it. */
export function needMade(ctx: KitContext): Account & { spent: string } {
  const { made, spent } = needSignup(ctx);
  if (!made || !spent) throw new NotApplicable('needs signup.register, which did not pass');
  return { ...made, spent };
}

/** auth/signup with these details and a solved challenge; the answer, whatever it is. */
export const signUp = (ctx: KitContext, account: NewAccount, altcha: string): Promise<Answer> =>
  ask(ctx, signup, 'guest', { ...account, altcha });

/** A back end's limit per address refusing the kit is that limit at work, not a broken rule: the row is n/a. */
export function unlessLimited(answer: Answer, what: string): void {
  if (answer.statusCode === STATUS.ok || answer.message !== ERROR_KEYS.tooManyRequests) return;
  const wait = typeof answer.retry_after === 'number' ? `, retry after ${answer.retry_after} s` : '';
  throw new NotApplicable(`the back end limits ${what} from this address (tooManyRequests${wait}); try later`);
}
