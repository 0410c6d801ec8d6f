'use client';

import { SITE_STORAGE_KEY } from '@felt/contract/tables';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { EMPTY_SITE, type SiteData, type SiteFlags, type SiteState } from './site-state';

// The layout/site state of SPEC 3 in the browser, kept in localStorage like the player's. The server sends
// it with every page; the shell applies it once mounted, which ends the startup preloader (SPEC 4).

/** Raise when the stored shape changes: a stored state of another version is dropped, not misread. */
const STORE_VERSION = 1;

export const useSiteStore = create<SiteState>()(
  persist(() => EMPTY_SITE, {
    name: SITE_STORAGE_KEY,
    version: STORE_VERSION,
    storage: createJSONStorage(() => window.localStorage),
    skipHydration: true,
    // Which widget is open belongs to this page, not to the next visit; the preloader starts shown in each.
    partialize: ({ flags: _flags, ...data }) => data,
    merge: (stored, current) => ({ ...current, ...(stored as Partial<SiteData>), flags: current.flags }),
    migrate: () => EMPTY_SITE,
  }),
);

/** A slice of the site state, e.g. useSite((s) => s.aff_domain). */
export function useSite<T>(selector: (state: SiteState) => T): T {
  return useSiteStore(selector);
}

/** SPEC 4 startup success: the server's site data replaces what was kept, and the preloader goes. */
export function applySiteData(data: SiteData): void {
  useSiteStore.setState((state) => ({ ...data, flags: { ...state.flags, preloader: false } }));
}

export function setSiteFlag(flag: keyof SiteFlags, value: boolean): void {
  useSiteStore.setState((state) =>
    state.flags[flag] === value ? state : { flags: { ...state.flags, [flag]: value } },
  );
}

/** Reads what the last visit kept, before this page's data is applied. */
export function hydrateSite(): Promise<void> {
  return useSiteStore.persist?.rehydrate() ?? Promise.resolve();
}
