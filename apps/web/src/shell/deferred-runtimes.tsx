'use client';

import { Suspense } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { useAfterHydration } from '@/lib/use-after-hydration';

// The runtimes that draw nothing a visitor first reads (the reality check's timer, the ad-visit report) load
// once the page has hydrated, like the shell's widgets (decisions 0035, 0043).
const PageRuntimes = lazyPart(() => import('./page-runtimes').then((m) => m.PageRuntimes));

/** Mounted once by the template shell. */
export function DeferredRuntimes() {
  return useAfterHydration() ? (
    <Suspense fallback={null}>
      <PageRuntimes />
    </Suspense>
  ) : null;
}
