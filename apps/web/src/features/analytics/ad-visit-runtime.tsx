'use client';

import { useEffect } from 'react';
import { reportAdVisit } from './report-ad-visit';

/**
 * Reports a visit that came from an advertisement (SPEC 4), once per browser session. Mounted by the template
 * shell (not rendered in maintenance) once the page has hydrated, with the crawler list the report checks:
 * nothing a visitor sees waits for them (decisions 0035, 0043).
 */
export function AdVisitRuntime() {
  useEffect(() => reportAdVisit(), []);
  return null;
}
