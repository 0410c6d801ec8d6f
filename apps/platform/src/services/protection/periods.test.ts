import { describe, expect, it } from 'vitest';
import { periodStart } from './periods';

describe('limit periods', () => {
  it('start at UTC midnight, on Monday, and on the first of the month', () => {
    const sunday = new Date('2026-05-31T23:59:59Z');
    expect(periodStart('day', sunday).toISOString()).toBe('2026-05-31T00:00:00.000Z');
    expect(periodStart('week', sunday).toISOString()).toBe('2026-05-25T00:00:00.000Z');
    expect(periodStart('month', sunday).toISOString()).toBe('2026-05-01T00:00:00.000Z');
    const monday = new Date('2026-06-01T00:00:00Z');
    expect(periodStart('week', monday).toISOString()).toBe('2026-06-01T00:00:00.000Z');
  });
});
