import type { z } from 'zod';
import type { FailureGroup } from '../tables/errors';

/** One call of the contract: where it lives, what it takes, what it answers. */
export type CallDef<Req extends z.ZodObject | null = z.ZodObject | null, Res extends z.ZodType = z.ZodType> = {
  path: `/api/${string}`;
  method: 'POST' | 'GET';
  tag: string;
  summary: string;
  /** The request carries account_id and auth; the BFF adds them from the session cookie. */
  auth: boolean;
  /** Not in SPEC.md 7, added by Felt following its conventions (DESIGN.md 3). */
  extension: boolean;
  /** How the client reports this call failing before any answer arrives (SPEC 8). */
  failure: FailureGroup;
  request: Req;
  response: Res;
};

export function defineCall<Req extends z.ZodObject | null, Res extends z.ZodType>(
  def: Omit<CallDef<Req, Res>, 'extension' | 'auth'> & { extension?: boolean; auth?: boolean },
): CallDef<Req, Res> {
  return { extension: false, auth: false, ...def };
}
