import { describe, expect, it } from 'vitest';
import { hasNul } from './read-body';

// A body nested thousands deep once overflowed the stack (a 500 the fuzzer found); it must be answered instead.
const nested = (depth: number, inner: unknown) => {
  let value = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('hasNul', () => {
  it('finds a NUL in a value or a key at any depth', () => {
    expect(hasNul({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(hasNul({ 'k\u0000': 1 })).toBe(true);
    expect(hasNul(nested(100_000, 'z\u0000'))).toBe(true);
  });

  it('walks a body nested 100,000 deep without overflowing the stack', () => {
    expect(hasNul(nested(100_000, 'plain'))).toBe(false);
    expect(hasNul({ a: 1, b: null, c: [true, 'text'] })).toBe(false);
  });
});
