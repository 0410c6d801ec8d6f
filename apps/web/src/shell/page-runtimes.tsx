'use client';

import { AdVisitRuntime } from '@/features/analytics/ad-visit-runtime';
import { ProtectionRuntime } from '@/features/protection/protection-runtime';

/** What DeferredRuntimes loads after hydration. */
export function PageRuntimes() {
  return (
    <>
      <ProtectionRuntime />
      <AdVisitRuntime />
    </>
  );
}
