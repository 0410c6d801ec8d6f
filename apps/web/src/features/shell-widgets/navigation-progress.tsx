'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { type NavigationStart, navigationEnded, onNavigationStart, pendingNavigation } from './navigation-events';

/** A navigation that never changes the URL (the same link pressed twice) must not leave the bar running. */
const MAX_PROGRESS_MS = 15_000;

function changesUrl({ url }: NavigationStart): boolean {
  const target = new URL(url, window.location.href);
  const here = new URL(window.location.href);
  return target.pathname !== here.pathname || target.search !== here.search;
}

/** SPEC 2.3: scroll to the hash target when the URL has one, else to the top; back and forward keep theirs. */
function scrollForNewPage(start: NavigationStart | null) {
  if (start?.type === 'traverse') return;
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo({ top: 0, left: 0 });
}

/**
 * SPEC 2.3: a thin bar at the top from the start of a page change (Next's router transition) to the new
 * page being shown (its path or query changed). Purely visual, so hidden from assistive technology.
 */
export function NavigationProgress({ label }: { label: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [active, setActive] = useState(false);
  const previousPath = useRef(pathname);

  useEffect(
    () =>
      onNavigationStart((start) => {
        if (!changesUrl(start)) return;
        // The router reports the start inside its transition, where this update would wait for the new page;
        // set a task later it shows at once, unless the page has arrived meanwhile.
        setTimeout(() => {
          if (pendingNavigation() === start) setActive(true);
        }, 0);
      }),
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the URL changed, which is the point.
  useEffect(() => {
    const start = navigationEnded();
    setActive(false);
    if (previousPath.current !== pathname) scrollForNewPage(start);
    previousPath.current = pathname;
  }, [pathname, search]);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setActive(false), MAX_PROGRESS_MS);
    return () => clearTimeout(timer);
  }, [active]);

  return <div data-slot="nav-progress" data-active={active} role="progressbar" aria-label={label} aria-hidden="true" />;
}
