'use client';

import { BREAKPOINT_FALLBACK, type BreakpointName } from '@felt/contract/tables';
import { useSyncExternalStore } from 'react';
import { breakpointStore } from './breakpoint-store';

// Cached pages are rendered once for every viewport, so the server and the hydrating browser both draw the
// desktop fallback (SPEC 9); the browser's own breakpoint follows straight after.
const fallback = () => BREAKPOINT_FALLBACK;

/** The page's breakpoint, as the media queries say now. */
export function useBreakpoint(): BreakpointName {
  return useSyncExternalStore(breakpointStore.subscribe, breakpointStore.live, fallback);
}
