import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

const NOW = Date.parse('2026-06-03T10:00:00Z');

describe('timeLeft', () => {
  it('counts days and hours, hours and minutes, or minutes', () => {
    expect(timeLeft('2026-06-08T00:00:00Z', NOW)).toEqual({ unit: 'days', days: 4, hours: 14 });
    expect(timeLeft('2026-06-04T00:00:00Z', NOW)).toEqual({ unit: 'hours', hours: 14, minutes: 0 });
    expect(timeLeft('2026-06-03T10:42:10Z', NOW)).toEqual({ unit: 'minutes', minutes: 43 });
  });

  it('never shows less than a minute, even once the reset has passed', () => {
    expect(timeLeft('2026-06-03T10:00:00Z', NOW)).toEqual({ unit: 'minutes', minutes: 1 });
    expect(timeLeft('2026-06-03T09:00:00Z', NOW)).toEqual({ unit: 'minutes', minutes: 1 });
  });
});
