'use client';

import { BREAKPOINTS, TIMINGS } from '@felt/contract/tables';
import { useEffect } from 'react';
import { breakpointFromQueries, mediaQueryOf, viewportCookie } from './viewport';

/**
 * Keeps the viewport cookie (SPEC 9) on the breakpoint the media queries match, so the server can render
 * the right layout first time: written once mounted, again when a query flips, and 50 ms after a resize.
 */
export function ViewportCookie() {
  useEffect(() => {
    let written = '';
    const write = () => {
      const name = breakpointFromQueries((query) => window.matchMedia(query).matches);
      if (name === written) return;
      written = name;
      // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not everywhere.
      document.cookie = viewportCookie(name, window.location.protocol === 'https:');
    };
    write();
    const queries = Object.values(BREAKPOINTS).map((px) => window.matchMedia(mediaQueryOf(px)));
    for (const query of queries) query.addEventListener('change', write);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(write, TIMINGS.resizeRedetectMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      for (const query of queries) query.removeEventListener('change', write);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return null;
}
