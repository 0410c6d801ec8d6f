import { type CallDef, STATUS } from '@felt/contract';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { readBody } from './read-body';

type Fields<Res extends z.ZodType> = Omit<z.input<Res>, 'statusCode'>;
type AuthFields = { account_id: string; auth: string };

/** The step that turns an authenticated call's account_id and auth into the caller, or refuses. */
export type Authenticate<Caller> = (body: AuthFields, c: Context) => Promise<Caller>;

/**
 * Mounts one POST call of the contract: the body is validated with the call's request schema and the answer is
 * typed by its response schema, so a handler can only answer what the contract allows. Success adds statusCode 1.
 */
export function serveCall<Req extends z.ZodObject, Res extends z.ZodType>(
  app: Hono,
  call: CallDef<Req, Res>,
  run: (body: z.output<Req>, c: Context) => Promise<Fields<Res>>,
): void {
  // A call that needs a session must never be mounted without the step that checks it.
  if (call.auth) throw new Error(`${call.path} needs a session: mount it with serveAuthCall`);
  app.post(call.path, async (c) =>
    c.json({ statusCode: STATUS.ok, ...(await run(await readBody(c, call.request), c)) }),
  );
}

/** Mounts a call with `auth: true`: the body is validated, then the session checked, then the handler runs. */
export function serveAuthCall<Req extends z.ZodObject, Res extends z.ZodType, Caller>(
  app: Hono,
  call: CallDef<Req, Res> & (z.output<Req> extends AuthFields ? unknown : never),
  authenticate: Authenticate<Caller>,
  run: (caller: Caller, body: z.output<Req>, c: Context) => Promise<Fields<Res>>,
): void {
  if (!call.auth) throw new Error(`${call.path} takes no session: mount it with serveCall`);
  app.post(call.path, async (c) => {
    const body = await readBody(c, call.request);
    const caller = await authenticate(body as AuthFields, c);
    return c.json({ statusCode: STATUS.ok, ...(await run(caller, body, c)) });
  });
}
