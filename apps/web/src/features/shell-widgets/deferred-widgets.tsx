'use client';

import { type ComponentType, lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { reloadIfChunkError, reloadOnChunkError, watchBuild } from './build-watch';
import type { WidgetsProps } from './widgets-runtime';

// The widgets (rewards, partners, live chat, app download, navigation progress) are no part of what a visitor
// first reads, and each is fixed over the page: their code loads once the page has hydrated, so it is neither in
// the page's first-load script nor in its hydration (decision 0035). The build check and the reload on a missing
// chunk (SPEC 4, 7, 9) stay with the page: the widgets' own chunk may be the one a deployment removed.
const WidgetsRuntime = lazy<ComponentType<WidgetsProps>>(() =>
  import('./widgets-runtime').then(
    (m) => ({ default: m.WidgetsRuntime }),
    (error: unknown) => {
      // A deployment's missing chunk reloads the page; anything else leaves the page without its widgets, logged.
      reloadIfChunkError(error);
      console.warn('The shell widgets could not be loaded:', error);
      return { default: () => null };
    },
  ),
);

const noChange = () => () => {};

/** The shell's widgets, mounted after hydration (the server and the hydrating pass render none). */
export function DeferredWidgets({ buildId, ...widgets }: WidgetsProps & { buildId: string }) {
  useEffect(() => watchBuild(buildId), [buildId]);
  useEffect(() => reloadOnChunkError(), []);
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  return hydrated ? (
    <Suspense fallback={null}>
      <WidgetsRuntime {...widgets} />
    </Suspense>
  ) : null;
}
