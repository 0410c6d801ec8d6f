// Calendar windows in UTC for missions and the leaderboard: a day from 00:00, an ISO week from Monday 00:00, a
// month from its first day. Each window is [start, end) with a key naming it: 2026-06-01, 2026-W22, 2026-06.

export type Window = { key: string; start: Date; end: Date };

const DAY = 24 * 60 * 60 * 1000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function midnight(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** The UTC day holding `at`. */
export function dayWindow(at: Date): Window {
  const start = midnight(at);
  const key = `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}-${pad(start.getUTCDate())}`;
  return { key, start, end: new Date(start.getTime() + DAY) };
}

/**
 * The ISO week holding `at`, Monday to Monday. Its key names the ISO week-numbering year, which is the year of
 * the week's Thursday: 2026-12-31 (a Thursday) is in 2026-W53, 2027-01-01 too, and 2024-12-30 is in 2025-W01.
 */
export function weekWindow(at: Date): Window {
  const day = midnight(at);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const start = new Date(day.getTime() - sinceMonday * DAY);
  const thursday = new Date(start.getTime() + 3 * DAY);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY)) + 1;
  return { key: `${year}-W${pad(week)}`, start, end: new Date(start.getTime() + 7 * DAY) };
}

/** The UTC calendar month holding `at`. */
export function monthWindow(at: Date): Window {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { key: `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}`, start, end };
}
