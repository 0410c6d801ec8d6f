import { ERROR_KEYS } from '@felt/contract';
import type { Db } from '../../db/client';
import type { MethodRow } from '../../db/queries/payment-methods';
import { toMinor } from '../money';
import { badRequest } from '../players/refusals';

/** What the payment calls need: the database and the clock. */
export type PaymentDeps = { db: Db; now: () => Date };

/** The amount in minor units, inside the method's limits (a fraction below one minor unit rounds to nothing). */
export function amountWithin(method: MethodRow, amount: number, currency: string): number {
  const minor = toMinor(amount, currency);
  if (minor < method.min_minor) throw badRequest(ERROR_KEYS.amountBelowMinimum);
  if (minor > method.max_minor) throw badRequest(ERROR_KEYS.amountAboveMaximum);
  return minor;
}
