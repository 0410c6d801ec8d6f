import { describe, expect, it } from 'vitest';
import { elapsedSeconds, formatClock, isoDuration, nextRealityCheckAt } from './session-time';

const START = '2026-05-01T10:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('session clock', () => {
  it('counts whole seconds from the start, never below zero', () => {
    expect(elapsedSeconds(START, at('2026-05-01T10:01:05.900Z'))).toBe(65);
    expect(elapsedSeconds(START, at('2026-05-01T09:59:58.000Z'))).toBe(0);
    expect(elapsedSeconds('not a date', at(START))).toBe(0);
  });

  it('reads as hours, minutes and seconds', () => {
    expect(formatClock(0)).toBe('0:00:00');
    expect(formatClock(309)).toBe('0:05:09');
    expect(formatClock(3 * 3600 + 7)).toBe('3:00:07');
    expect(formatClock(27 * 3600)).toBe('27:00:00');
    expect(isoDuration(3600 + 5 * 60 + 9)).toBe('PT1H5M9S');
  });
});

describe('next reality check', () => {
  it('is the next whole interval from the session start', () => {
    expect(nextRealityCheckAt(START, 15, at('2026-05-01T10:00:00.000Z'))).toBe(at('2026-05-01T10:15:00.000Z'));
    expect(nextRealityCheckAt(START, 15, at('2026-05-01T10:14:59.999Z'))).toBe(at('2026-05-01T10:15:00.000Z'));
    expect(nextRealityCheckAt(START, 15, at('2026-05-01T10:15:00.000Z'))).toBe(at('2026-05-01T10:30:00.000Z'));
    expect(nextRealityCheckAt(START, 60, at('2026-05-01T12:10:00.000Z'))).toBe(at('2026-05-01T13:00:00.000Z'));
  });

  it('does not fall due in the past when the page opens late', () => {
    const now = at('2026-05-01T11:47:00.000Z');
    expect(nextRealityCheckAt(START, 30, now)).toBe(at('2026-05-01T12:00:00.000Z'));
  });

  it('is nothing without a usable start or interval', () => {
    expect(nextRealityCheckAt('x', 15, 0)).toBeNull();
    expect(nextRealityCheckAt(START, 0, 0)).toBeNull();
  });
});
