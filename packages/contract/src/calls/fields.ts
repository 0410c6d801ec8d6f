import { z } from 'zod';
import { CHALLENGE_RULES } from '../tables/players';

// Field types shared by many calls. Names are SPEC 7's.
export const domain_name = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(253)
  .regex(/^[a-z0-9.-]+$/, 'A host name: letters, digits, dots and hyphens');
export const external_id = z.string().trim().min(1).max(64);
// Messages are keys of the validation message file, so a form shows them in the player's language and the
// API's failing fields name the same keys.
export const account_id = z
  .string()
  .trim()
  .min(3, 'accountIdLength')
  .max(32, 'accountIdLength')
  .regex(/^[A-Za-z0-9_]+$/, 'accountIdFormat');
export const auth = z.string().min(1).max(512);
/** A password as typed at login: any text; the rules below apply only when one is chosen. */
export const password = z.string().min(1, 'required').max(128, 'passwordLength');
/** A password being chosen (signup, change, reset): 8 to 128 characters with a letter and a digit. */
export const new_password = z
  .string()
  .min(8, 'passwordLength')
  .max(128, 'passwordLength')
  .regex(/[A-Za-z]/, 'passwordLetterDigit')
  .regex(/[0-9]/, 'passwordLetterDigit');
export const contact_phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 -]{6,20}$/, 'invalidPhone');
export const contact_email = z.email('invalidEmail').max(254, 'invalidEmail');
/** A web address (SPEC 5): http or https with a host, or a path on the site; anything else is 'Invalid URL'. */
export const web_url = z.string().trim().max(512, 'invalidUrl').refine(isWebAddress, 'invalidUrl');
/** A person's name: the alphabet-only filter of SPEC 5 (letters and spaces). */
export const full_name = z
  .string()
  .trim()
  .min(1, 'required')
  .max(100, 'nameLength')
  .regex(/^[A-Za-z ]+$/, 'alphabetOnly');
export const tac = z.string().regex(/^[0-9]{6}$/, 'tacFormat');
/** A solved proof-of-work challenge (auth/challenge) as base64 JSON; the browser fills it, never the player. */
export const altcha = z
  .string()
  .min(1)
  .max(CHALLENGE_RULES.payloadMax)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'challengeFailed');
/** A date-time as ISO 8601 text. */
export const timestamp = z.iso.datetime({ offset: true });
/** An amount in the tenant currency's major unit, as players see it. */
export const amount = z.number().finite();
/** The id of a stored row: a positive 32-bit integer, as the database keeps it; anything larger names nothing. */
export const rowId = z.number().int().positive().max(2_147_483_647);

export const TenantBody = { domain_name, external_id };
export const AuthBody = { account_id, auth };

function isWebAddress(text: string): boolean {
  // A path on the site, never "//host" (another site) nor a backslash some browsers read as a slash.
  if (text.startsWith('/')) return !/^\/[/\\]/.test(text) && !/[\s\\]/.test(text);
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
