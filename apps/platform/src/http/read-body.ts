import { ERROR_KEYS, STATUS, validationFailure } from '@felt/contract';
import type { Context } from 'hono';
import type { z } from 'zod';
import { Refusal } from './refusal';

/** The request body parsed as JSON and checked against the call's schema, or a Refusal naming what is wrong. */
export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new Refusal({ statusCode: STATUS.badRequest, message: ERROR_KEYS.invalidJson });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Refusal(validationFailure(parsed.error));
  return parsed.data;
}
