'use client';

import { Suspense, useEffect } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { useAfterHydration } from '@/lib/use-after-hydration';
import { reloadOnChunkError, watchBuild } from './build-watch';
import type { WidgetsProps } from './widgets-runtime';

// The widgets (rewards, partners, live chat, app download, navigation progress) are no part of what a visitor
// first reads, and each is fixed over the page: their code loads once the page has hydrated, so it is neither in
// the page's first-load script nor in its hydration (decision 0035). The build check and the reload on a missing
// chunk (SPEC 4, 7, 9) stay with the page: the widgets' own chunk may be the one a deployment removed.
// A failed load of them reaches the chunk-error guard below, which reloads the page for a deployment's missing chunk.
const WidgetsRuntime = lazyPart<WidgetsProps>(() => import('./widgets-runtime').then((m) => m.WidgetsRuntime));

/** The shell's widgets, mounted after hydration (the server and the hydrating pass render none). */
export function DeferredWidgets({ buildId, ...widgets }: WidgetsProps & { buildId: string }) {
  useEffect(() => watchBuild(buildId), [buildId]);
  useEffect(() => reloadOnChunkError(), []);
  return useAfterHydration() ? (
    <Suspense fallback={null}>
      <WidgetsRuntime {...widgets} />
    </Suspense>
  ) : null;
}
