import { ERROR_KEYS, STATUS, validationFailure } from '@felt/contract';
import type { Context } from 'hono';
import type { z } from 'zod';
import { Refusal } from './refusal';

/** A NUL character anywhere in the body: PostgreSQL cannot store it in text, and no field of the contract needs it. */
const mayHoldNul = (text: string) => text.includes('\\u0000') || text.includes('\u0000');

/** Walks the value with a stack of its own, so a body nested thousands deep is refused rather than a crash. */
export function hasNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

type JsonBody = { ok: true; value: unknown; text: string } | { ok: false };

declare module 'hono' {
  interface ContextVariableMap {
    jsonBody: JsonBody;
  }
}

/** The body parsed as JSON once per request, whichever step asks first (the site gate, then the call). */
export async function jsonBodyOf(c: Context): Promise<JsonBody> {
  const kept = c.get('jsonBody');
  if (kept) return kept;
  const text = await c.req.text();
  let body: JsonBody;
  try {
    body = { ok: true, value: JSON.parse(text), text };
  } catch {
    body = { ok: false };
  }
  c.set('jsonBody', body);
  return body;
}

/** The request body parsed as JSON and checked against the call's schema, or a Refusal naming what is wrong. */
export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const body = await jsonBodyOf(c);
  if (!body.ok || (mayHoldNul(body.text) && hasNul(body.value))) {
    throw new Refusal({ statusCode: STATUS.badRequest, message: ERROR_KEYS.invalidJson });
  }
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) throw new Refusal(validationFailure(parsed.error));
  return parsed.data;
}
