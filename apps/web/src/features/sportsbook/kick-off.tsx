'use client';

import { useSyncExternalStore } from 'react';
import './sportsbook.css';

const noop = () => () => {};

// A board row has little room: weekday, day, month and time, without the year of LocalDateTime.
const OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
};

function format(iso: string, bcp47: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(bcp47, timeZone ? { ...OPTIONS, timeZone } : OPTIONS).format(new Date(iso));
}

/**
 * A match's start in the site's language. The cached page is rendered once for everyone in UTC (with the zone
 * named); the browser then shows the reader's own time, as LocalDateTime does.
 */
export function KickOff({ iso, bcp47 }: { iso: string; bcp47: string }) {
  const text = useSyncExternalStore(
    noop,
    () => format(iso, bcp47),
    () => `${format(iso, bcp47, 'UTC')} UTC`,
  );
  return (
    <time data-slot="kick-off" dateTime={iso}>
      {text}
    </time>
  );
}
