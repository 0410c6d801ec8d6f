'use client';

import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False on the server and in the hydrating render, true from the render after: what is mounted behind it is in
 * neither the served page nor its hydration, so code loaded for it with `React.lazy` is in no first-load script.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
