import { EXCLUSION_KINDS } from '@felt/contract/tables';
import { describe, expect, it } from 'vitest';
import { allowedLength, EXCLUSION_LENGTHS, exclusionEnd } from './exclusion-choices';

describe('exclusion lengths', () => {
  it.each(EXCLUSION_KINDS)('offers only lengths the platform accepts for %s', (kind) => {
    for (const length of EXCLUSION_LENGTHS[kind]) expect(allowedLength(kind, length.days)).toBe(true);
  });

  it('keeps a time-out within 1 to 42 days and self-exclusion within 183 days to 5 years', () => {
    expect(allowedLength('timeout', 0)).toBe(false);
    expect(allowedLength('timeout', 43)).toBe(false);
    expect(allowedLength('self_exclusion', 182)).toBe(false);
    expect(allowedLength('self_exclusion', 5 * 365 + 1)).toBe(false);
    expect(allowedLength('timeout', 1.5)).toBe(false);
  });

  it('ends whole days after it starts', () => {
    const now = Date.parse('2026-05-01T10:30:00.000Z');
    expect(exclusionEnd(now, 1).toISOString()).toBe('2026-05-02T10:30:00.000Z');
    expect(exclusionEnd(now, 42).toISOString()).toBe('2026-06-12T10:30:00.000Z');
    expect(exclusionEnd(now, 183).toISOString()).toBe('2026-10-31T10:30:00.000Z');
  });
});
