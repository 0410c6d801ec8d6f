import { type CallDef, STATUS } from '@felt/contract';
import type { Hono } from 'hono';
import type { z } from 'zod';
import { readBody } from './read-body';

type Fields<Res extends z.ZodType> = Omit<z.input<Res>, 'statusCode'>;

/**
 * Mounts one POST call of the contract: the body is validated with the call's request schema and the answer is
 * typed by its response schema, so a handler can only answer what the contract allows. Success adds statusCode 1.
 */
export function serveCall<Req extends z.ZodObject, Res extends z.ZodType>(
  app: Hono,
  call: CallDef<Req, Res>,
  run: (body: z.output<Req>) => Promise<Fields<Res>>,
): void {
  app.post(call.path, async (c) => c.json({ statusCode: STATUS.ok, ...(await run(await readBody(c, call.request))) }));
}
