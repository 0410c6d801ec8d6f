import { type BreakpointName, COOKIES } from '@felt/contract/tables';

/** The viewport cookie (SPEC 9): path /, SameSite Strict, a year; Secure where the page is on https. */
export function viewportCookie(name: BreakpointName, https: boolean): string {
  const { name: cookie, path, maxAge } = COOKIES.viewport;
  return `${cookie}=${name}; Path=${path}; Max-Age=${maxAge}; SameSite=Strict${https ? '; Secure' : ''}`;
}
