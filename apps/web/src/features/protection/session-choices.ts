import { PROTECTION_RULES } from '@felt/contract/tables';

// The session time limits offered (the platform takes any whole number of minutes from 5 to a day), and how a
// number of minutes reads: whole hours as hours.

export const SESSION_LIMIT_MINUTES = [30, 60, 120, 180, 240, 360, 480, 720, PROTECTION_RULES.sessionLimitMaxMinutes];

export const REALITY_CHECK_MINUTES: readonly number[] = PROTECTION_RULES.realityCheckMinutes;

/** The offered choices, with the one the player has (set elsewhere, perhaps) kept in its place. */
export function choicesWith(offered: readonly number[], current: number | null): number[] {
  if (current === null || offered.includes(current)) return [...offered];
  return [...offered, current].sort((a, b) => a - b);
}

/** 90 → { unit: 'minutes', count: 90 }; 120 → { unit: 'hours', count: 2 }. */
export function durationOf(minutes: number): { unit: 'minutes' | 'hours'; count: number } {
  return minutes >= 60 && minutes % 60 === 0
    ? { unit: 'hours', count: minutes / 60 }
    : { unit: 'minutes', count: minutes };
}
