import { ERROR_KEYS, STATUS } from '@felt/contract';
import { solvedChallenge } from '../challenge-solver';
import { expectRefusal, step } from '../checks';
import { newAccount } from '../new-account';
import { Mismatch } from '../outcome';
import type { Row } from '../row';
import { needMade, signUp, unlessLimited } from './signup-steps';

// What signup must refuse, tried right after the kit's own signup: its account id again, and its spent solution.

export const duplicateRow: Row = {
  id: 'signup.duplicate',
  title: 'signup of an account id that is taken is refused with accountExists',
  async run(ctx) {
    const made = needMade(ctx);
    const { altcha } = await step('challenge', () => solvedChallenge(ctx));
    // Only the id is the same, with a fresh challenge, password, phone and address: the id is the one reason to refuse.
    const answer = await signUp(ctx, { ...newAccount(), account_id: made.id }, altcha);
    unlessLimited(answer, 'signups');
    return expectRefusal(answer, { keys: [ERROR_KEYS.accountExists] });
  },
};

export const challengeReuseRow: Row = {
  id: 'signup.challenge-reuse',
  title: 'signup with the challenge solution the kit spent already is refused with challengeFailed',
  async run(ctx) {
    const { spent } = needMade(ctx);
    // A new account otherwise, so the spent solution is the one reason to refuse.
    const other = newAccount();
    const answer = await signUp(ctx, other, spent);
    if (answer.statusCode === STATUS.ok) {
      throw new Mismatch('statusCode', 'a refusal (0 or below)', `1 (it made the account ${other.account_id})`);
    }
    unlessLimited(answer, 'signups');
    return expectRefusal(answer, { keys: [ERROR_KEYS.challengeFailed] });
  },
};
