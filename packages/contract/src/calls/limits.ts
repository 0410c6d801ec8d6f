import { z } from 'zod';
import { Ack, success } from '../envelope';
import { EXCLUSION_KINDS, LIMIT_KINDS, LIMIT_PERIODS, PROTECTION_RULES } from '../tables/money';
import { defineCall } from './define';
import { AuthBody, amount, timestamp } from './fields';

// Player protection: deposit and loss limits, session limits, reality checks, time-out and self-exclusion.
// Enforced by the platform; a lower limit applies at once, a higher one after PROTECTION_RULES' cooling-off.

const tag = 'limits';

export const Limit = z
  .object({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    amount: amount.nullable().describe('The limit in force; null for none'),
    pending_amount: amount.nullable().describe('A higher limit (or none) waiting for its cooling-off'),
    pending_from: timestamp.nullable(),
    used: amount.describe('Deposited (or lost) so far in the current period'),
  })
  .meta({ id: 'Limit' });

export const Protection = success({
  limits: z.array(Limit),
  session_limit_minutes: z.number().int().nullable(),
  reality_check_minutes: z.number().int().nullable(),
  excluded_until: timestamp.nullable(),
  exclusion_kind: z.enum(EXCLUSION_KINDS).nullable(),
  session: z.object({
    started_at: timestamp,
    /** Wins minus stakes since this login. */
    net: amount,
  }),
});

export const getLimits = defineCall({
  path: '/api/limits/get',
  method: 'POST',
  tag,
  summary: "The player's limits, pending changes, exclusion and this session's time and net result",
  extension: true,
  auth: true,
  failure: 'network',
  request: z.object({ ...AuthBody }),
  response: Protection,
});

export const setLimit = defineCall({
  path: '/api/limits/set_limit',
  method: 'POST',
  tag,
  summary: 'Set, lower, raise or remove a deposit or loss limit (raising and removing wait for the cooling-off)',
  extension: true,
  auth: true,
  failure: 'network',
  request: z.object({
    ...AuthBody,
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    amount: z.number().finite().positive('amountPositive').max(1e12).nullable(),
  }),
  response: Protection,
});

export const setSessionLimits = defineCall({
  path: '/api/limits/set_session',
  method: 'POST',
  tag,
  summary: 'Session time limit and reality-check interval, in minutes (null: none)',
  extension: true,
  auth: true,
  failure: 'network',
  request: z.object({
    ...AuthBody,
    session_limit_minutes: z.number().int().min(5).max(PROTECTION_RULES.sessionLimitMaxMinutes).nullable(),
    reality_check_minutes: z
      .number()
      .int()
      .refine((m) => (PROTECTION_RULES.realityCheckMinutes as readonly number[]).includes(m), 'realityCheckInterval')
      .nullable(),
  }),
  response: Protection,
});

export const exclude = defineCall({
  path: '/api/limits/exclude',
  method: 'POST',
  tag,
  summary: 'Take a time-out or exclude oneself: every session ends, login and deposits are refused until it ends',
  extension: true,
  auth: true,
  failure: 'network',
  request: z
    .object({
      ...AuthBody,
      kind: z.enum(EXCLUSION_KINDS),
      days: z
        .number()
        .int()
        .min(1)
        .max(5 * 365),
    })
    .refine(
      (b) =>
        b.kind === 'timeout'
          ? b.days >= PROTECTION_RULES.timeoutMinDays && b.days <= PROTECTION_RULES.timeoutMaxDays
          : b.days >= PROTECTION_RULES.selfExclusionMinDays && b.days <= PROTECTION_RULES.selfExclusionMaxDays,
      { message: 'exclusionDuration', path: ['days'] },
    ),
  response: Ack,
});
