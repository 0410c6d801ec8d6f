import { randomBytes, randomInt } from 'node:crypto';
import { signup } from '@felt/contract';
import { conforms } from './checks';

// The details of an account the kit registers: random, within the contract's rules, and plainly a test's.

export type NewAccount = { account_id: string; password: string; contact_phone: string; contact_email: string };

const Details = signup.request.pick({ account_id: true, password: true, contact_phone: true, contact_email: true });

const ID_LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * `kit` and 12 random letters or digits; a password of 192 random bits with a letter and a digit; a phone number of
 * the range kept for fiction (555-0100 to 555-0199, under a random area code) and an address of a domain that cannot
 * exist (`.invalid`), so no code or mail reaches anyone.
 */
export function newAccount(): NewAccount {
  const id = `kit${Array.from({ length: 12 }, () => ID_LETTERS[randomInt(ID_LETTERS.length)]).join('')}`;
  return conforms(
    Details,
    {
      account_id: id,
      password: `${randomBytes(24).toString('base64url')}a1`,
      contact_phone: `+1 ${randomInt(200, 1000)} 555 01${String(randomInt(100)).padStart(2, '0')}`,
      contact_email: `${id}@example.invalid`,
    },
    'new account',
  );
}
