// A session's length, counted from the platform's started_at rather than from when a page was opened, so the
// header clock and the reality checks carry on unchanged across navigation and reloads.

const MINUTE_MS = 60_000;

/** Whole seconds from `startedAt` to `now`; never negative, for a browser clock a little behind the server's. */
export function elapsedSeconds(startedAt: string, now: number): number {
  const start = Date.parse(startedAt);
  if (!Number.isFinite(start)) return 0;
  return Math.max(0, Math.floor((now - start) / 1000));
}

const two = (n: number) => String(n).padStart(2, '0');

/** "0:05:09", "12:00:00": hours, minutes and seconds, the same in every language. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 3600)}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`;
}

/** The ISO 8601 duration of `seconds` ("PT1H5M9S"), for <time dateTime>. */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `PT${Math.floor(s / 3600)}H${Math.floor(s / 60) % 60}M${s % 60}S`;
}

/**
 * When the next reality check is due: the first whole multiple of the interval after `now`, counted from the
 * session's start. A check missed while the page was closed is not shown late; the next one comes on time.
 */
export function nextRealityCheckAt(startedAt: string, intervalMinutes: number, now: number): number | null {
  const start = Date.parse(startedAt);
  if (!Number.isFinite(start) || !(intervalMinutes > 0)) return null;
  const interval = intervalMinutes * MINUTE_MS;
  const done = Math.max(0, Math.floor((now - start) / interval));
  return start + (done + 1) * interval;
}
