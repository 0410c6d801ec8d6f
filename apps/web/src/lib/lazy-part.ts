import { type ComponentType, lazy } from 'react';

/**
 * A component whose code loads when it first renders (React.lazy), for the parts a page does not need at first
 * paint. A failed load is reported to the page's error listeners, where a deployment's missing chunk reloads
 * the page (features/shell-widgets/build-watch.ts), and the part renders nothing.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy<ComponentType<P>>(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        reportError(error);
        return { default: () => null };
      },
    ),
  );
}
