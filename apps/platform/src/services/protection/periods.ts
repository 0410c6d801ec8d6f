import type { LimitPeriod } from '@felt/contract';

// Limit periods are UTC calendar periods: a day from midnight, a week from Monday, a month from its first day.

export function periodStart(period: LimitPeriod, now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'day') return new Date(day);
  if (period === 'month') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  // getUTCDay: Sunday 0 … Saturday 6; Monday starts the week.
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * 24 * 60 * 60 * 1000);
}
