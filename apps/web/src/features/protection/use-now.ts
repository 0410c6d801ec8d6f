'use client';

import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`; for displays that count (rendered in the browser only). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
