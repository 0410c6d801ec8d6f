import { BREAKPOINT_FALLBACK, BREAKPOINTS, type BreakpointName, COOKIES } from '@felt/contract/tables';

/**
 * The breakpoint whose min-width media query is the widest that matches (SPEC 9); the desktop fallback
 * when none does (narrower than 320 px, or no media queries).
 */
export function breakpointFromQueries(matches: (query: string) => boolean): BreakpointName {
  let found: BreakpointName | undefined;
  for (const [name, min] of Object.entries(BREAKPOINTS) as [BreakpointName, number][]) {
    if (matches(mediaQueryOf(min))) found = name;
  }
  return found ?? BREAKPOINT_FALLBACK;
}

export function mediaQueryOf(minPx: number): string {
  return `(min-width: ${minPx}px)`;
}

/** The viewport cookie (SPEC 9): path /, SameSite Strict, a year; Secure where the page is on https. */
export function viewportCookie(name: BreakpointName, https: boolean): string {
  const { name: cookie, path, maxAge } = COOKIES.viewport;
  return `${cookie}=${name}; Path=${path}; Max-Age=${maxAge}; SameSite=Strict${https ? '; Secure' : ''}`;
}
