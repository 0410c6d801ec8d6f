// How long until a mission's period ends, in whole units for a short "Resets in 5 h 12 min".

export type TimeLeft =
  | { unit: 'days'; days: number; hours: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number };

const MINUTE = 60_000;

/** From now until `until` (ISO text), rounded up to the minute so "0 min" never shows before the reset. */
export function timeLeft(until: string, now: number): TimeLeft {
  const minutes = Math.max(1, Math.ceil((Date.parse(until) - now) / MINUTE));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  if (days > 0) return { unit: 'days', days, hours };
  if (hours > 0) return { unit: 'hours', hours, minutes: minutes % 60 };
  return { unit: 'minutes', minutes };
}
