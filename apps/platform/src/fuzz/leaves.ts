import fc from 'fast-check';
import type { JsonSchema } from './calls';
import { NAUGHTY_NUMBERS, NAUGHTY_STRINGS, POLLUTING_KEYS } from './corpus';
import { Obj, type Value } from './json-text';

// Leaf values for one schema node: values the schema accepts (so a body gets past validation into the handler),
// values close to accepted ones, and hostile ones that the schema must refuse or the handler must survive.

/** Real values by field name (a seeded tenant's domain, a registered account, a game code), used most of the time. */
export type Known = Readonly<Record<string, readonly (string | number)[]>>;

const typesOf = (schema: JsonSchema) =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** A regular expression of the schema, or null when JavaScript cannot compile it. */
function regex(pattern: string | undefined): RegExp | null {
  if (!pattern) return null;
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/** A character each allOf pattern accepts, so a generated password has the letter and the digit it needs. */
function requiredChars(schema: JsonSchema): string {
  const candidates = ['a', 'A', '1', '_', '-', '.', ' '];
  return (schema.allOf ?? [])
    .map((part) => regex(part.pattern))
    .map((re) => (re ? (candidates.find((c) => re.test(c)) ?? '') : ''))
    .join('');
}

function fitLength(text: string, min: number, max: number, filler: string): string {
  const cut = text.slice(0, max);
  return cut.length >= min ? cut : cut + filler.repeat(min - cut.length);
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 64, 512);
  if (schema.format === 'uuid') return fc.uuid({ version: [1, 4, 7] });
  if (schema.format === 'date-time' || schema.format === 'date') {
    const iso = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
    return schema.format === 'date' ? iso.map((s) => s.slice(0, 10)) : iso;
  }
  const re = regex(schema.pattern);
  if (re) {
    const filler = ['a', '0', '_', 'A'].find((c) => re.test(c.repeat(Math.max(min, 1)))) ?? 'a';
    return fc.stringMatching(re, { size: 'small' }).map((s) => fitLength(s, min, max, filler));
  }
  const prefix = requiredChars(schema);
  return fc
    .string({ minLength: min, maxLength: Math.min(max, 40), unit: 'grapheme-ascii' })
    .map((s) => fitLength(prefix + s, min, max, 'a'));
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const floor = schema.exclusiveMinimum ?? schema.minimum ?? -1e6;
  const ceiling = schema.exclusiveMaximum ?? schema.maximum ?? 1e6;
  const min = Math.max(floor, Number.MIN_SAFE_INTEGER);
  const max = Math.min(ceiling, Number.MAX_SAFE_INTEGER);
  if (integer) {
    const lo = Math.ceil(schema.exclusiveMinimum === undefined ? min : min + 1);
    const hi = Math.floor(schema.exclusiveMaximum === undefined ? max : max - 1);
    const small = fc.integer({ min: lo, max: Math.min(hi, Math.max(lo, 1000)) });
    return fc.oneof({ arbitrary: small, weight: 6 }, fc.integer({ min: lo, max: hi }), fc.constantFrom(lo, hi));
  }
  const range = {
    min,
    max,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  };
  const cents = fc.integer({ min: 1, max: 1_000_000 }).map((n) => n / 100);
  return fc.oneof(
    fc.double(range),
    cents.map((n) => Math.min(Math.max(n, min), max)),
  );
}

/** Any JSON value, nested a little: the wrong type for a field, or an extra field's value. */
export const anyValue: fc.Arbitrary<Value> = fc.letrec<{ value: Value }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom(...NAUGHTY_NUMBERS),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(...NAUGHTY_STRINGS),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(fc.tuple(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...POLLUTING_KEYS)), tie('value')), {
        maxLength: 4,
      })
      .map((entries) => new Obj(entries)),
  ),
})).value;

/**
 * A value the schema node accepts; `known` values for the field are preferred when there are any, the first of
 * them most (the provider whose wallet calls the runner can sign, the first live player).
 */
export function validValue(schema: JsonSchema, known?: readonly (string | number)[]): fc.Arbitrary<Value> {
  const fresh = freshValue(schema);
  if (!known || known.length === 0) return fresh;
  return fc.oneof(
    { arbitrary: fc.constant(known[0]!), weight: 2 },
    { arbitrary: fc.constantFrom(...known), weight: 2 },
    { arbitrary: fresh, weight: 1 },
  );
}

function freshValue(schema: JsonSchema): fc.Arbitrary<Value> {
  if (schema.const !== undefined) return fc.constant(schema.const as Value);
  if (schema.enum) return fc.constantFrom(...(schema.enum as Value[]));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return fc.oneof(...branches.map((branch) => freshValue(branch)));
  const types = typesOf(schema);
  if (types.length === 0) return anyValue;
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<Value> => {
      switch (type) {
        case 'string':
          return validString(schema);
        case 'integer':
          return validNumber(schema, true);
        case 'number':
          return validNumber(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array': {
          const item = schema.items ? freshValue(schema.items) : anyValue;
          const minLength = schema.minItems ?? 0;
          return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 6)) });
        }
        case 'object':
          return validObject(schema);
        default:
          return anyValue;
      }
    }),
  );
}

/** A nested object with every required field valid and some of the optional ones. */
function validObject(schema: JsonSchema): fc.Arbitrary<Value> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([key, sub]) =>
    fc
      .tuple(fc.constant(key), freshValue(sub), required.has(key) ? fc.constant(true) : fc.boolean())
      .map(([name, value, present]) => (present ? ([name, value] as [string, Value]) : null)),
  );
  return fc.tuple(...fields).map((entries) => new Obj(entries.filter((entry) => entry !== null)));
}

/** An accepted value bent a little: case, padding, invisible marks, one character more or less. */
export function nearValue(valid: fc.Arbitrary<Value>): fc.Arbitrary<Value> {
  const bends: ((s: string, extra: string) => Value)[] = [
    (s) => s.toUpperCase(),
    (s) => ` ${s} `,
    (s) => `${s}\u200B`,
    // PostgreSQL text refuses NUL: a field the schema lets through must not reach a query with one.
    (s) => `${s.slice(0, 1)}\u0000${s.slice(2)}`,
    (s) => `\u202E${s}`,
    (s) => s.slice(0, -1),
    (s) => `${s}${s.slice(-1)}`,
    (s, extra) => `${s}${extra}`,
    (s) => s.normalize('NFD'),
    (s) => [s],
    (s) => new Obj([['value', s]]),
  ];
  // The NUL bend (index 3) more often than the others: it is the one most likely to reach the database.
  const which = fc.oneof({ arbitrary: fc.constant(3), weight: 1 }, { arbitrary: fc.nat(bends.length - 1), weight: 3 });
  return fc.tuple(valid, which, fc.constantFrom(...NAUGHTY_STRINGS)).map(([value, bend, extra]) => {
    if (typeof value === 'number') return bend % 2 === 0 ? String(value) : -value;
    return typeof value === 'string' ? bends[bend]!(value, extra) : value;
  });
}

/** A hostile leaf: a naughty string, an edge number, or a value of the wrong type. */
export const hostileValue: fc.Arbitrary<Value> = fc.oneof(
  { arbitrary: fc.constantFrom(...NAUGHTY_STRINGS), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), weight: 2 },
  { arbitrary: fc.constantFrom(...NAUGHTY_NUMBERS), weight: 3 },
  { arbitrary: anyValue, weight: 2 },
);
