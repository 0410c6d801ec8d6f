'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useSyncExternalStore } from 'react';
import { whenIdle } from '@/lib/when-idle';
import type { Catalogue } from './error-catalogue-files';

// The errors file has some seventy messages (5–8 KB of a page in most languages), and a page needs one of them
// only when a call fails. Pages carry the few the shell shows without any call or network (SHELL_ERRORS in
// client-messages.ts); the rest is a chunk of its own, fetched when the browser is idle after the page has
// loaded, and awaited by the API client before a failed answer reaches the page, so a failure always reads in
// the player's words.

const importCatalogue = async (locale: string) => (await import('./error-catalogue-files')).importCatalogue(locale);

let locale: string | null = null;
let loading: Promise<void> | null = null;
let catalogue: Catalogue | null = null;
const listeners = new Set<() => void>();

function load(): Promise<void> {
  if (!locale) return Promise.resolve();
  const wanted = locale;
  loading ??= importCatalogue(wanted).then(
    (loaded) => {
      if (locale !== wanted) return;
      catalogue = loaded;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // Offline or a chunk gone after a new build: the next failure tries again; meanwhile the shell's few read.
      loading = null;
      console.warn('The error messages could not be loaded', error);
    },
  );
  return loading;
}

/** The page's language, set by the shell after it mounts; its messages are fetched once the browser is idle. */
export function setErrorCatalogueLocale(next: string): void {
  if (locale === next) return;
  locale = next;
  loading = null;
  catalogue = null;
  whenIdle(() => void load(), { fallbackMs: 1500 });
}

/** Resolves once the messages are here (or could not be had); the API client waits on it before a failure. */
export function errorCatalogueReady(): Promise<void> {
  return catalogue ? Promise.resolve() : load();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The text of an errors key: from the loaded messages, else from the few every page carries; undefined when
 * neither has it. Its component renders again when the messages arrive.
 */
export function useErrorText(): (key: string) => string | undefined {
  const carried = useTranslations('errors');
  const loaded = useSyncExternalStore(
    subscribe,
    () => catalogue,
    () => null,
  );
  return useCallback(
    // Keys come from the platform at run time, so they cannot be checked against the message types.
    (key: string) => loaded?.[key] ?? (carried.has(key as never) ? carried(key as never) : undefined),
    [carried, loaded],
  );
}
