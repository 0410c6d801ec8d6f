// Router transitions as Next reports them to instrumentation-client (onRouterTransitionStart): the progress
// bar starts on them, and a stale build turns them into full page loads. Plain module state: the hook
// runs outside React.

export type NavigationType = 'push' | 'replace' | 'traverse';
export type NavigationStart = { url: string; type: NavigationType };

type Interceptor = (start: NavigationStart) => boolean;

const listeners = new Set<(start: NavigationStart) => void>();
let interceptor: Interceptor | null = null;
let pending: NavigationStart | null = null;

export function navigationStarted(url: string, type: NavigationType): void {
  pending = { url, type };
  // The interceptor may replace the navigation with a full page load; then nothing else needs to know.
  if (interceptor?.(pending)) return;
  for (const listener of listeners) listener(pending);
}

/** Called once the new page is shown; returns how the finished navigation started, if it was seen. */
export function navigationEnded(): NavigationStart | null {
  const done = pending;
  pending = null;
  return done;
}

/** The page a navigation in progress is going to, or null. */
export function pendingNavigation(): NavigationStart | null {
  return pending;
}

export function onNavigationStart(listener: (start: NavigationStart) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One interceptor at a time: the build watch. Returns the function that removes it. */
export function interceptNavigation(next: Interceptor): () => void {
  interceptor = next;
  return () => {
    if (interceptor === next) interceptor = null;
  };
}
