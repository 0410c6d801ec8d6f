import { PROTECTION_RULES } from '@felt/contract/tables';
import { describe, expect, it } from 'vitest';
import { choicesWith, durationOf, REALITY_CHECK_MINUTES, SESSION_LIMIT_MINUTES } from './session-choices';

describe('session choices', () => {
  it('offers session limits the platform accepts and the reality checks of the rules', () => {
    for (const m of SESSION_LIMIT_MINUTES) expect(m >= 5 && m <= PROTECTION_RULES.sessionLimitMaxMinutes).toBe(true);
    expect(REALITY_CHECK_MINUTES).toEqual([15, 30, 45, 60, 90, 120]);
  });

  it('keeps a current value that is not on offer', () => {
    expect(choicesWith([30, 60], 45)).toEqual([30, 45, 60]);
    expect(choicesWith([30, 60], 60)).toEqual([30, 60]);
    expect(choicesWith([30, 60], null)).toEqual([30, 60]);
  });

  it('reads whole hours as hours', () => {
    expect(durationOf(45)).toEqual({ unit: 'minutes', count: 45 });
    expect(durationOf(90)).toEqual({ unit: 'minutes', count: 90 });
    expect(durationOf(120)).toEqual({ unit: 'hours', count: 2 });
  });
});
