// The bodies the fuzzer builds, as a tree that can say what JSON.stringify cannot: raw number literals (-0,
// 1e400), duplicate keys, own `__proto__` keys, and pre-rendered deep nesting.

/** Text put into the body as it is: a number literal JSON cannot spell, or a structure too deep to build. */
export class Raw {
  constructor(readonly text: string) {}
}

/** An object as an ordered list of entries, so keys may repeat and `__proto__` is an ordinary key. */
export class Obj {
  constructor(readonly entries: [string, Value][]) {}
}

export type Value = null | boolean | number | string | Raw | Obj | Value[];

/** The body's text; iterative, so a generated structure of any depth renders without a stack overflow. */
export function jsonText(value: Value): string {
  const out: string[] = [];
  const stack: (Value | { close: string } | { sep: string })[] = [value];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item instanceof Raw) out.push(item.text);
    else if (item instanceof Obj) {
      out.push('{');
      stack.push({ close: '}' });
      for (let i = item.entries.length - 1; i >= 0; i--) {
        const [key, entry] = item.entries[i]!;
        stack.push(entry, { sep: `${i > 0 ? ',' : ''}${JSON.stringify(key)}:` });
      }
    } else if (Array.isArray(item)) {
      out.push('[');
      stack.push({ close: ']' });
      for (let i = item.length - 1; i >= 0; i--) stack.push(item[i]!, { sep: i > 0 ? ',' : '' });
    } else if (item !== null && typeof item === 'object') {
      out.push('close' in item ? item.close : item.sep);
    } else out.push(JSON.stringify(item));
  }
  return out.join('');
}

/** A copy of an object body with `fields` set (replacing every entry of the same key, or added at the end). */
export function withFields(body: Value, fields: Record<string, string>): Value {
  if (!(body instanceof Obj)) return body;
  const rest = body.entries.filter(([key]) => !(key in fields));
  return new Obj([...rest, ...Object.entries(fields)]);
}

/** The value of a top-level field of an object body (the last one, as JSON.parse would keep it). */
export function fieldOf(body: Value, key: string): Value | undefined {
  if (!(body instanceof Obj)) return undefined;
  return body.entries.findLast(([name]) => name === key)?.[1];
}

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` times, rendered directly. */
export function deepRaw(depth: number, kind: 'array' | 'object'): Raw {
  return kind === 'array'
    ? new Raw(`${'['.repeat(depth)}0${']'.repeat(depth)}`)
    : new Raw(`${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`);
}
