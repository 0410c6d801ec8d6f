import fc from 'fast-check';
import type { JsonSchema } from './calls';
import { NAUGHTY_STRINGS, POLLUTING_KEYS, POLLUTION_KEY } from './corpus';
import { deepRaw, jsonText, Obj, Raw, type Value } from './json-text';
import { anyValue, hostileValue, type Known, nearValue, validValue } from './leaves';

// Request bodies for one call, derived from its JSON Schema: mostly the right shape with some fields bent, missing
// or hostile; then deep nesting, huge arrays, prototype-pollution keys, bodies over the size limit, the wrong
// top-level type, text that is not JSON, and bytes that are not UTF-8.

export type Site = { domain_name: string; external_id: string };

export type Body = { kind: 'json'; value: Value } | { kind: 'text'; text: string } | { kind: 'bytes'; bytes: number[] };

/** The platform's and the BFF's body limit is 64 KiB; this is safely beyond it. */
const OVER_LIMIT = 70_000;
/** Fields that choose the tenant: a real one nearly always, so the body reaches the handler. */
const SITE_FIELDS = new Set(['domain_name', 'external_id']);

/** A field bent on its own: near the valid value, hostile, of another type, or missing (null). */
function noisyField(key: string, schema: JsonSchema, known: Known): fc.Arbitrary<[string, Value] | null> {
  const valid = validValue(schema, known[key]);
  const site = SITE_FIELDS.has(key);
  return fc
    .oneof(
      { arbitrary: valid, weight: site ? 85 : 60 },
      { arbitrary: nearValue(valid), weight: site ? 5 : 10 },
      { arbitrary: hostileValue, weight: site ? 5 : 18 },
      { arbitrary: anyValue, weight: site ? 1 : 6 },
      { arbitrary: fc.constant(undefined), weight: site ? 2 : 6 },
    )
    .map((value) => (value === undefined ? null : [key, value]));
}

/** A field the schema accepts; an optional one only now and then (a random referrer code is refused anyway). */
function validField(key: string, schema: JsonSchema, known: Known, required: boolean) {
  return fc
    .tuple(validValue(schema, known[key]), required ? fc.constant(true) : fc.nat(2).map((n) => n === 0))
    .map(([value, present]): [string, Value] | null => (present ? [key, value] : null));
}

const extraKey = fc.oneof(
  fc.constantFrom(...POLLUTING_KEYS),
  fc.constantFrom(...NAUGHTY_STRINGS).filter((s) => s.length < 200),
  fc.string({ maxLength: 12 }),
);

/**
 * The schema's object: every field valid (the body reaches the handler), every field valid but one, or every
 * field chosen on its own; sometimes with a repeated key or extra fields.
 */
function shapedObject(schema: JsonSchema, known: Known): fc.Arbitrary<Obj> {
  const required = new Set(schema.required ?? []);
  const props = Object.entries(schema.properties ?? {});
  const valid = fc.tuple(...props.map(([key, sub]) => validField(key, sub, known, required.has(key))));
  const noisy = fc.tuple(...props.map(([key, sub]) => noisyField(key, sub, known)));
  const mode = fc.constantFrom('valid', 'valid', 'valid', 'oneOff', 'oneOff', 'oneOff', 'noisy', 'noisy', 'noisy');
  const extras = fc.oneof(
    { arbitrary: fc.constant([] as [string, Value][]), weight: 8 },
    fc.array(fc.tuple(extraKey, fc.oneof(hostileValue, anyValue)), { minLength: 1, maxLength: 3 }),
  );
  return fc
    .tuple(valid, noisy, mode, fc.nat(), extras, fc.nat(9), hostileValue)
    .map(([good, bent, how, at, extra, dup, hostile]) => {
      const pick = (i: number) => (how === 'noisy' || (how === 'oneOff' && i === at % props.length) ? bent : good)[i];
      const entries = props.map((_, i) => pick(i) ?? null).filter((entry) => entry !== null);
      // A repeated key: JSON.parse keeps the last, a streaming parser or a proxy may keep the first.
      const first = entries[0];
      const repeated: [string, Value][] = dup === 0 && first ? [[first[0], hostile]] : [];
      return new Obj([...entries, ...repeated, ...(how === 'valid' ? [] : extra)]);
    });
}

/** Replaces one field (by position, wrapping) or adds `key` when the object has none. */
function put(body: Obj, at: number, key: string, value: Value): Obj {
  if (body.entries.length === 0) return new Obj([[key, value]]);
  const i = at % body.entries.length;
  return new Obj(body.entries.map((entry, j) => (j === i ? [entry[0], value] : entry)));
}

const deep = fc
  .tuple(
    fc.constantFrom(64, 1_000, 5_000, 12_000, 30_000),
    fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>,
  )
  .map(([depth, kind]) => deepRaw(depth, kind));

const hugeArray = fc
  .tuple(fc.constantFrom(1_000, 5_000, 12_000), fc.constantFrom('0', '"a"', '{}', 'null', '-1e308'))
  .map(([n, item]) => new Raw(`[${new Array(n).fill(item).join(',')}]`));

const pollution = new Obj([
  [
    '__proto__',
    new Obj([
      [POLLUTION_KEY, true],
      ['statusCode', 1],
      ['isAdmin', true],
    ]),
  ],
  ['constructor', new Obj([['prototype', new Obj([[POLLUTION_KEY, true]])]])],
]);

function textVariants(shaped: fc.Arbitrary<Obj>): fc.Arbitrary<Body> {
  const text = (s: string): Body => ({ kind: 'text', text: s });
  return fc.oneof(
    fc.tuple(shaped, fc.nat()).map(([o, cut]) => {
      const s = jsonText(o);
      return text(s.slice(0, cut % Math.max(1, s.length)));
    }),
    shaped.map((o) => text(`\uFEFF${jsonText(o)}`)),
    shaped.map((o) => text(`${jsonText(o)}}garbage`)),
    shaped.map((o) => text(`${jsonText(o)}${jsonText(o)}`)),
    shaped.map((o) => text(jsonText(o).replaceAll('"', "'"))),
    shaped.map((o) => text(`/* comment */${jsonText(o)}`)),
    shaped.map((o) => text(`${'\n'.repeat(20_000)}${jsonText(o)}`)),
    fc.constantFrom(...NAUGHTY_STRINGS).map(text),
    fc.constantFrom('', ' ', 'null', 'undefined', 'NaN', '{', '}', '[', '{"a":', 'a=1&b=2', '\u0000').map(text),
    fc.constant(text(' '.repeat(OVER_LIMIT))),
  );
}

/** Bytes that are not well-formed UTF-8, or UTF-16 where UTF-8 is expected. */
function byteVariants(shaped: fc.Arbitrary<Obj>): fc.Arbitrary<Body> {
  const bad = [[0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82]];
  return fc.tuple(shaped, fc.nat(bad.length), fc.nat()).map(([o, which, at]) => {
    const utf8 = [...new TextEncoder().encode(jsonText(o))];
    if (which === bad.length) {
      const utf16 = [0xff, 0xfe];
      for (const char of jsonText(o)) utf16.push(char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8);
      return { kind: 'bytes', bytes: utf16 };
    }
    const i = at % (utf8.length + 1);
    return { kind: 'bytes', bytes: [...utf8.slice(0, i), ...bad[which]!, ...utf8.slice(i)] };
  });
}

/** A body for a call whose request has this schema. */
export function bodyArbitrary(schema: JsonSchema, ctx: { sites: readonly Site[]; known: Known }): fc.Arbitrary<Body> {
  // One arbitrary per site, built once: building it per value (chain) recompiles every pattern each time.
  // The first site is the likeliest: the others may be closed (maintenance) and refuse most calls.
  const shaped = fc.oneof(
    ...ctx.sites.map((s, i) => ({
      arbitrary: shapedObject(schema, { ...ctx.known, domain_name: [s.domain_name], external_id: [s.external_id] }),
      weight: i === 0 ? ctx.sites.length : 1,
    })),
  );
  const json = (value: fc.Arbitrary<Value>): fc.Arbitrary<Body> => value.map((v) => ({ kind: 'json', value: v }));
  const keyed = (value: fc.Arbitrary<Value>) =>
    fc
      .tuple(shaped, fc.nat(), fc.boolean(), value)
      .map(([o, at, replace, v]) => (replace ? put(o, at, 'nested', v) : new Obj([...o.entries, ['nested', v]])));
  return fc.oneof(
    { arbitrary: json(shaped), weight: 55 },
    { arbitrary: json(keyed(deep)), weight: 6 },
    { arbitrary: json(keyed(hugeArray)), weight: 4 },
    { arbitrary: json(shaped.map((o) => new Obj([...pollution.entries, ...o.entries]))), weight: 6 },
    { arbitrary: json(keyed(fc.constant('x'.repeat(OVER_LIMIT)))), weight: 2 },
    { arbitrary: json(fc.oneof(anyValue, fc.array(shaped, { minLength: 1, maxLength: 3 }))), weight: 7 },
    { arbitrary: textVariants(shaped), weight: 8 },
    { arbitrary: byteVariants(shaped), weight: 3 },
  );
}
