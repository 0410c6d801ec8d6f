'use client';

import { useSyncExternalStore } from 'react';

const noop = () => () => {};

function format(iso: string, bcp47: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  return new Intl.DateTimeFormat(bcp47, timeZone ? { ...options, timeZone } : options).format(new Date(iso));
}

/**
 * A date and time in the reader's language. Cached pages are rendered once for everyone, so the server
 * writes it in UTC; the browser then shows it in the reader's own time zone.
 */
export function LocalDateTime({ iso, bcp47 }: { iso: string; bcp47: string }) {
  const text = useSyncExternalStore(
    noop,
    () => format(iso, bcp47),
    () => format(iso, bcp47, 'UTC'),
  );
  return <time dateTime={iso}>{text}</time>;
}
