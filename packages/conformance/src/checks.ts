import { Failure, STATUS } from '@felt/contract';
import type { z } from 'zod';
import type { Answer } from './http-client';
import { Mismatch, shown } from './outcome';

// The contract's rules as checks that stop a row at the first field that breaks one.

/** SPEC 8: a message made only of letters is a translation key; anything else is shown to the player as is. */
export const isMessageKey = (message: unknown) => typeof message === 'string' && /^[A-Za-z]+$/.test(message);

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let here = value;
  for (const key of path) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = (here as Record<PropertyKey, unknown>)[key];
  }
  return here;
}

/** The value parsed by `schema`, or a Mismatch naming the first field the schema refuses. */
export function conforms<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (!issue) throw new Mismatch(prefix || '(body)', 'a body the contract accepts', shown(value));
  const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(body)';
  throw new Mismatch(field, issue.message, shown(valueAt(value, issue.path)));
}

/** SPEC 7: success is statusCode 1 exactly; then the whole answer must be what the call's schema says. */
export function expectSuccess<S extends z.ZodType>(answer: Answer, schema: S): z.output<S> {
  if (answer.statusCode !== STATUS.ok) {
    const why = typeof answer.message === 'string' ? ` (message ${shown(answer.message)})` : '';
    throw new Mismatch('statusCode', '1 (success)', `${shown(answer.statusCode)}${why}`);
  }
  return conforms(schema, answer);
}

/**
 * SPEC 8: a refusal is never statusCode 1, carries a message, and (unless `anyMessage`) that message is a key of
 * letters only; `keys`, when given, are the only messages the contract allows for this refusal.
 */
export function expectRefusal(answer: Answer, rule: { keys?: readonly string[]; anyMessage?: boolean } = {}): string {
  if (answer.statusCode === STATUS.ok) throw new Mismatch('statusCode', 'a refusal (0 or below)', shown(1));
  const failure = conforms(Failure, answer);
  if (rule.keys && !rule.keys.includes(failure.message)) {
    throw new Mismatch('message', `one of ${rule.keys.join(', ')}`, shown(failure.message));
  }
  if (!rule.anyMessage && !isMessageKey(failure.message)) {
    throw new Mismatch('message', 'a message key (letters only, SPEC 8)', shown(failure.message));
  }
  return failure.message;
}

/** The first field where `got` differs from `expected`, compared as JSON; null when they are the same. */
export function firstDifference(expected: unknown, got: unknown, path = ''): Mismatch | null {
  const bothObjects = typeof expected === 'object' && expected !== null && typeof got === 'object' && got !== null;
  if (!bothObjects) {
    return JSON.stringify(expected) === JSON.stringify(got)
      ? null
      : new Mismatch(path || '(body)', shown(expected), shown(got));
  }
  const keys = new Set([...Object.keys(expected), ...Object.keys(got)]);
  for (const key of keys) {
    const difference = firstDifference(
      (expected as Record<string, unknown>)[key],
      (got as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
    );
    if (difference) return difference;
  }
  return null;
}

/** Runs one call of a multi-call row, naming that call in the field of any Mismatch it raises. */
export async function step<T>(label: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Mismatch) throw new Mismatch(`${label}: ${error.field}`, error.expected, error.got);
    throw error;
  }
}
