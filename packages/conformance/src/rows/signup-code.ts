import { devOutbox, tacRequestNewRegister, tacVerify } from '@felt/contract';
import { solvedChallenge } from '../challenge-solver';
import { expectSuccess, step } from '../checks';
import type { KitContext } from '../context';
import { Mismatch, NotApplicable, shown } from '../outcome';
import { ask } from './reads';
import { unlessLimited } from './signup-steps';

// The register code, for a back end that confirms a new account's phone before it logs in: asked for as the site's
// register form does (tac/request_new_register), read from the demo outbox (/api/dev/outbox, demo back ends only),
// and sent back (tac/verify).

/** The newest register code the back end's demo outbox holds for the account. */
async function registerCode(ctx: KitContext, account_id: string): Promise<string> {
  const answer = await ask(ctx, devOutbox, 'guest', { account_id }).catch((error: unknown) => {
    if (!(error instanceof NotApplicable)) throw error;
    throw new NotApplicable(
      `signup made ${account_id}, but the back end sends a code the kit cannot read (no /api/dev/outbox); give --account`,
    );
  });
  const { value } = expectSuccess(answer, devOutbox.response);
  const code = value.find((item) => item.purpose === 'register');
  if (!code) throw new Mismatch('value', 'a register code for the new account', shown(value));
  return code.tac;
}

/** Confirms the account the kit signed up with the register code the back end sends it. */
export async function confirmWithCode(ctx: KitContext, account_id: string): Promise<void> {
  const { altcha } = await step('challenge for the code', () => solvedChallenge(ctx));
  const sent = await ask(ctx, tacRequestNewRegister, 'guest', { account_id, altcha });
  unlessLimited(sent, 'code requests');
  await step('tac/request_new_register', async () => expectSuccess(sent, tacRequestNewRegister.response));
  const tac = await step('dev/outbox', () => registerCode(ctx, account_id));
  await step('tac/verify', async () =>
    expectSuccess(await ask(ctx, tacVerify, 'guest', { account_id, tac }), tacVerify.response),
  );
}
