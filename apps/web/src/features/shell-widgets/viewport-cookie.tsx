'use client';

import { useEffect } from 'react';
import { breakpointStore } from '@/lib/breakpoint-store';
import { viewportCookie } from './viewport';

/**
 * Keeps the viewport cookie (SPEC 9) on the page's shared breakpoint, so every request says which one the
 * visitor is at: written once mounted, and again whenever the breakpoint changes.
 */
export function ViewportCookie() {
  useEffect(() => {
    let written = '';
    const write = () => {
      const name = breakpointStore.live();
      if (name === written) return;
      written = name;
      // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not everywhere.
      document.cookie = viewportCookie(name, window.location.protocol === 'https:');
    };
    const stop = breakpointStore.subscribe(write);
    write();
    return stop;
  }, []);
  return null;
}
