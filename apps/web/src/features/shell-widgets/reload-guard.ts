import { TIMINGS } from '@felt/contract/tables';

// SPEC 9: a forced full load happens at most once per path every 10 seconds, so a page whose load keeps
// failing (or a build id that keeps changing) can never put the tab into a reload loop.

const KEY_PREFIX = 'felt:reload:';

export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The part of a URL the guard counts by: path and query, without the hash. */
export function reloadPathOf(url: string, base: string): string {
  const target = new URL(url, base);
  return `${target.pathname}${target.search}`;
}

/**
 * True, and remembered, when the path may be loaded in full now; false within 10 s of the last time.
 * Without storage nothing can be remembered, so nothing is reloaded: a missed reload only means the
 * in-app navigation goes ahead, a loop would lock the tab.
 */
export function claimReload(path: string, now: number, storage: GuardStorage | null): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(`${KEY_PREFIX}${path}`) ?? Number.NaN);
    if (Number.isFinite(last) && now >= last && now - last < TIMINGS.reloadGuardMs) return false;
    storage.setItem(`${KEY_PREFIX}${path}`, String(now));
    return true;
  } catch {
    return false;
  }
}

/** sessionStorage when the browser allows it. */
export function sessionStore(): GuardStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
