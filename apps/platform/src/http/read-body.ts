import { ERROR_KEYS, STATUS, validationFailure } from '@felt/contract';
import type { Context } from 'hono';
import type { z } from 'zod';
import { Refusal } from './refusal';

/** A NUL character anywhere in the body: PostgreSQL cannot store it in text, and no field of the contract needs it. */
const mayHoldNul = (text: string) => text.includes('\\u0000') || text.includes('\u0000');

export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item));
}

/** The request body parsed as JSON and checked against the call's schema, or a Refusal naming what is wrong. */
export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let raw: unknown;
  const text = await c.req.text();
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Refusal({ statusCode: STATUS.badRequest, message: ERROR_KEYS.invalidJson });
  }
  if (mayHoldNul(text) && hasNul(raw)) {
    throw new Refusal({ statusCode: STATUS.badRequest, message: ERROR_KEYS.invalidJson });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Refusal(validationFailure(parsed.error));
  return parsed.data;
}
