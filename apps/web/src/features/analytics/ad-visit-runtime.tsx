'use client';

import { useEffect } from 'react';

/**
 * Reports a visit that came from an advertisement (SPEC 4), once per browser session. Mounted once by the
 * template shell, which is not rendered in maintenance. The report and the crawler list it checks first load
 * after hydration: nothing a visitor sees waits for them (decision 0035).
 */
export function AdVisitRuntime() {
  useEffect(() => {
    import('./report-ad-visit').then(
      ({ reportAdVisit }) => reportAdVisit(),
      (error: unknown) => console.warn('The ad visit could not be reported:', error),
    );
  }, []);
  return null;
}
