'use client';

import { useCallback, useSyncExternalStore } from 'react';

// A yes/no a widget remembers: for the browser session (dismissed rewards icon, collapsed partners tab) or
// for good (dismissed download bar). Read after hydration only: null on the server and while hydrating,
// so a cached page never shows a widget the reader already put away.

export type FlagArea = 'session' | 'local';

const listeners = new Set<() => void>();
/** Choices made in this page, so a widget still reacts when storage is blocked. */
const chosen = new Map<string, boolean>();

function storageOf(area: FlagArea): Storage | null {
  try {
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function read(area: FlagArea, key: string): boolean {
  const choice = chosen.get(`${area}:${key}`);
  if (choice !== undefined) return choice;
  try {
    return storageOf(area)?.getItem(key) === '1';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStoredFlag(area: FlagArea, key: string): [boolean | null, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(area, key),
    () => null,
  );
  const set = useCallback(
    (next: boolean) => {
      try {
        if (next) storageOf(area)?.setItem(key, '1');
        else storageOf(area)?.removeItem(key);
      } catch {
        // Storage blocked: the choice holds until the page is left.
      }
      chosen.set(`${area}:${key}`, next);
      for (const listener of listeners) listener();
    },
    [area, key],
  );
  return [value, set];
}
