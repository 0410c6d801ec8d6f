import { login } from '@felt/contract';
import { expectRefusal } from '../checks';
import type { Row } from '../row';

export const badBodyRow: Row = {
  id: 'envelope.bad-body',
  title: 'a bad body (login with an empty account_id) is refused with a message key',
  async run(ctx) {
    const body = { ...ctx.site, account_id: '', password: 'not-a-real-password' };
    // The body must be one the contract refuses, or the row would prove nothing.
    if (login.request.safeParse(body).success) throw new Error('the kit sent a body the contract accepts');
    return expectRefusal(await ctx.http.post(login.path, body));
  },
};
