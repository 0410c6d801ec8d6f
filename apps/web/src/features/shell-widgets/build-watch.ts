'use client';

import { TIMINGS } from '@felt/contract/tables';
import { isNewBuild, latestBuildUrl, parseBuildId } from './build-id';
import { isChunkLoadError } from './chunk-error';
import { interceptNavigation, pendingNavigation } from './navigation-events';
import { claimReload, reloadPathOf, sessionStore } from './reload-guard';

// SPEC 4, 7 and 9: about a second after load, then every hour, the site asks which build the server runs (a tab
// opened before a deployment learns of it at its first check). Once it differs from the build of this page,
// the next in-app navigation loads the target in full, so the reader gets the new code; a chunk that fails to
// load (an old build's file gone after a deployment) reloads the target page as well. Either is allowed once
// per path every 10 s (reload-guard). A failed check is only logged (SPEC 8).

async function askBuildId(): Promise<string | null> {
  try {
    const response = await fetch(latestBuildUrl(Date.now()), {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseBuildId(await response.json());
  } catch (error) {
    console.warn(`The build check failed: ${(error as Error).message}`);
    return null;
  }
}

/** A full load of `url`, unless the guard has just done one for its path. */
function loadInFull(url: string): boolean {
  const here = window.location.href;
  if (!claimReload(reloadPathOf(url, here), Date.now(), sessionStore())) return false;
  const target = new URL(url, here);
  if (target.href === here) window.location.reload();
  else window.location.assign(target.href);
  return true;
}

/** Polls the build id; returns the function that stops. */
export function watchBuild(pageBuild: string): () => void {
  let stale = false;
  const removeInterceptor = interceptNavigation(({ url }) => stale && loadInFull(url));
  const check = async () => {
    if (!stale) stale = isNewBuild(pageBuild, await askBuildId());
  };
  const first = setTimeout(check, TIMINGS.manifestDelayMs);
  const timer = setInterval(check, TIMINGS.buildPollMs);
  return () => {
    clearTimeout(first);
    clearInterval(timer);
    removeInterceptor();
  };
}

/** Reloads the page being navigated to (or this one) when `reason` is a code chunk that failed to load. */
function reloadIfChunkError(reason: unknown): void {
  if (isChunkLoadError(reason)) loadInFull(pendingNavigation()?.url ?? window.location.href);
}

/** Reloads the page being navigated to (or this one) when a code chunk fails to load. */
export function reloadOnChunkError(): () => void {
  const onError = (event: ErrorEvent) => reloadIfChunkError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reloadIfChunkError(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
