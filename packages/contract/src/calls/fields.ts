import { z } from 'zod';

// Field types shared by many calls. Names are SPEC 7's.
export const domain_name = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(253)
  .regex(/^[a-z0-9.-]+$/, 'A host name: letters, digits, dots and hyphens');
export const external_id = z.string().trim().min(1).max(64);
export const account_id = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z0-9_]+$/, 'Letters, digits and underscores');
export const auth = z.string().min(1).max(512);
export const password = z.string().min(6).max(128);
export const contact_phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 -]{6,20}$/, 'A phone number');
export const contact_email = z.email('Invalid email address').max(254);
export const tac = z.string().regex(/^[0-9]{6}$/, 'Six digits');
/** A date-time as ISO 8601 text. */
export const timestamp = z.iso.datetime({ offset: true });
/** An amount in the tenant currency's major unit, as players see it. */
export const amount = z.number().finite();

export const TenantBody = { domain_name, external_id };
export const AuthBody = { account_id, auth };
