'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useSyncExternalStore } from 'react';
import { errorParamText } from '@/lib/error-text';
import { whenIdle } from '@/lib/when-idle';
import type { Catalogue } from './error-catalogue-files';
import { fillMessage } from './fill-message';

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
 * The text of an errors key, with the failed answer's params written in ({max_stake}): from the loaded messages,
 * else from the few every page carries; undefined when neither has it. Its component renders again when the
 * messages arrive.
 */
export function useErrorText(): (key: string, params?: unknown) => string | undefined {
  const carried = useTranslations('errors');
  const locale = useLocale();
  const loaded = useSyncExternalStore(
    subscribe,
    () => catalogue,
    () => null,
  );
  return useCallback(
    (key: string, params?: unknown) => {
      const values = errorParamText(params, locale);
      const own = loaded?.[key];
      // The loaded file is the build's compiled form where a message has arguments (fill-message.ts).
      if (own !== undefined) return fillMessage(own, values);
      // Keys come from the platform at run time, so they cannot be checked against the message types.
      return carried.has(key as never) ? carried(key as never, values as never) : undefined;
    },
    [carried, loaded, locale],
  );
}
