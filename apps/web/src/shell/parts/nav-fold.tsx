'use client';

import { useEffect, useRef } from 'react';

/**
 * Folds the top bar's entries that do not fit its row into its More menu: each entry that wraps to a second line is
 * put away (data-folded), and More lists only those, or hides when none are. Until this runs the stylesheet keeps
 * the row to one line, so a label is never cut in half either way.
 */
export function NavFold() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const nav = marker.current?.closest('nav');
    const list = nav?.querySelector<HTMLElement>(':scope > [data-slot="nav-list"]');
    const more = nav?.querySelector<HTMLDetailsElement>(':scope > [data-slot="nav-more"]');
    if (!nav || !list || !more) return;
    const items = [...list.children] as HTMLElement[];
    const extras = [...(more.querySelector('[data-slot="nav-more-list"]')?.children ?? [])] as HTMLElement[];
    const fold = () => {
      for (const item of items) item.removeAttribute('data-folded');
      // Only where the row wraps (wide screens); a phone's row scrolls sideways and folds nothing.
      const wraps = getComputedStyle(list).flexWrap === 'wrap';
      const top = items[0]?.offsetTop ?? 0;
      const folded = items.map((item) => wraps && item.offsetTop > top);
      folded.forEach((out, i) => {
        items[i]?.toggleAttribute('data-folded', out);
        extras[i]?.toggleAttribute('data-folded', !out);
      });
      more.hidden = !folded.some(Boolean);
      if (more.hidden) more.open = false;
    };
    fold();
    const observer = new ResizeObserver(fold);
    observer.observe(nav);
    return () => observer.disconnect();
  }, []);
  return <span ref={marker} hidden />;
}
