import { type ExclusionKind, PROTECTION_RULES } from '@felt/contract/tables';

// The lengths offered for a time-out and for self-exclusion, inside PROTECTION_RULES' ranges, and the moment
// one ends, worked out the way the platform does (now plus whole days), so the confirmation names the right day.

const DAY_MS = 24 * 60 * 60 * 1000;

/** How a length reads: a number of days, months or years (the message picks the words). */
export type Length = { days: number; unit: 'days' | 'months' | 'years'; count: number };

export const EXCLUSION_LENGTHS: Record<ExclusionKind, readonly Length[]> = {
  timeout: [
    { days: 1, unit: 'days', count: 1 },
    { days: 3, unit: 'days', count: 3 },
    { days: 7, unit: 'days', count: 7 },
    { days: 14, unit: 'days', count: 14 },
    { days: 30, unit: 'days', count: 30 },
    { days: PROTECTION_RULES.timeoutMaxDays, unit: 'days', count: PROTECTION_RULES.timeoutMaxDays },
  ],
  self_exclusion: [
    { days: PROTECTION_RULES.selfExclusionMinDays, unit: 'months', count: 6 },
    { days: 365, unit: 'years', count: 1 },
    { days: 2 * 365, unit: 'years', count: 2 },
    { days: 3 * 365, unit: 'years', count: 3 },
    { days: PROTECTION_RULES.selfExclusionMaxDays, unit: 'years', count: 5 },
  ],
};

/** Whether `days` is a length the platform accepts for `kind`. */
export function allowedLength(kind: ExclusionKind, days: number): boolean {
  const [min, max] =
    kind === 'timeout'
      ? [PROTECTION_RULES.timeoutMinDays, PROTECTION_RULES.timeoutMaxDays]
      : [PROTECTION_RULES.selfExclusionMinDays, PROTECTION_RULES.selfExclusionMaxDays];
  return Number.isInteger(days) && days >= min && days <= max;
}

/** When an exclusion of `days` asked for at `now` ends. */
export function exclusionEnd(now: number, days: number): Date {
  return new Date(now + days * DAY_MS);
}
