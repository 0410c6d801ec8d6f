'use client';

import { type RefObject, startTransition, useEffect, useState } from 'react';
import { columnsFor, cssLengthPx } from './grid-columns';

/** Fallbacks match base.css: --card-min 8.5rem, --card-gap 0.75rem. */
const FALLBACK_MIN_PX = 136;
const FALLBACK_GAP_PX = 12;

/**
 * `measured` is false on the server and in the first render in the browser, which must match it. `rowPx` is
 * the height of a card as laid out (0 before): the virtual layout's first guess at a row, so the served cards
 * are placed where they already are when it takes over instead of moving once rows are measured.
 */
export type GridMetrics = { columns: number; gapPx: number; top: number; rowPx: number; measured: boolean };

/**
 * The column count and gap of the grid element, from its width and the template's --card-min and
 * --card-gap, plus its distance from the top of the document (the window virtualiser's scroll margin).
 * Followed as the element resizes. The first measure comes with the observer's first report, after the task
 * that hydrated the page, and the switch to the virtual layout renders as a transition: measured inside that
 * task, the forced layout, the virtual grid's render and its rows' measuring all joined the page's longest task.
 */
export function useGridColumns(ref: RefObject<HTMLElement | null>): GridMetrics {
  const [metrics, setMetrics] = useState<GridMetrics>({
    columns: 1,
    gapPx: FALLBACK_GAP_PX,
    top: 0,
    rowPx: 0,
    measured: false,
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const minPx = cssLengthPx(style.getPropertyValue('--card-min'), rootPx, FALLBACK_MIN_PX);
      const gapPx = cssLengthPx(style.getPropertyValue('--card-gap'), rootPx, FALLBACK_GAP_PX);
      const columns = columnsFor(element.clientWidth, minPx, gapPx);
      const top = element.getBoundingClientRect().top + window.scrollY;
      const rowPx = element.firstElementChild?.getBoundingClientRect().height ?? 0;
      startTransition(() =>
        setMetrics((m) =>
          m.measured && m.columns === columns && m.gapPx === gapPx && m.top === top && m.rowPx === rowPx
            ? m
            : { columns, gapPx, top, rowPx, measured: true },
        ),
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);

  return metrics;
}
