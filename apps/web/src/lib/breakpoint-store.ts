import { BREAKPOINT_FALLBACK, BREAKPOINTS, type BreakpointName, TIMINGS } from '@felt/contract/tables';

// The one viewport breakpoint of the page (SPEC 4 and 9), read by everything that changes with it: the desktop
// fallback until the browser is asked, then the widest min-width query that matches, followed as a query flips
// and read again 50 ms after a resize. `settled` is the same value once the window has held still for 500 ms,
// for choices that cost a download: a window being dragged across a breakpoint re-requests nothing meanwhile.

/** The breakpoint whose min-width query is the widest that matches; the desktop fallback when none does. */
export function breakpointFromQueries(matches: (query: string) => boolean): BreakpointName {
  let found: BreakpointName | undefined;
  for (const [name, min] of Object.entries(BREAKPOINTS) as [BreakpointName, number][]) {
    if (matches(mediaQueryOf(min))) found = name;
  }
  return found ?? BREAKPOINT_FALLBACK;
}

export function mediaQueryOf(minPx: number): string {
  return `(min-width: ${minPx}px)`;
}

type Query = Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;
/** What the store needs of a window (tests pass their own). */
export type ViewportWindow = {
  matchMedia(query: string): Query;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
};

export type BreakpointStore = {
  /** Starts following the window with the first listener, stops with the last. */
  subscribe(listener: () => void): () => void;
  live(): BreakpointName;
  settled(): BreakpointName;
};

const DELAYS = { redetectMs: TIMINGS.resizeRedetectMs, settleMs: TIMINGS.imageResizeDebounceMs };

export function createBreakpointStore(view: () => ViewportWindow | undefined, delays = DELAYS): BreakpointStore {
  const listeners = new Set<() => void>();
  let live: BreakpointName = BREAKPOINT_FALLBACK;
  let settled: BreakpointName = BREAKPOINT_FALLBACK;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let stop: (() => void) | null = null;

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const read = (win: ViewportWindow) => breakpointFromQueries((query) => win.matchMedia(query).matches);
  const settleLater = () => {
    clearTimeout(settleTimer);
    settleTimer = setTimeout(() => {
      if (settled === live) return;
      settled = live;
      emit();
    }, delays.settleMs);
  };
  const detect = (win: ViewportWindow) => {
    const next = read(win);
    if (next === live) return;
    live = next;
    settleLater();
    emit();
  };

  function start(win: ViewportWindow): () => void {
    // The first reading is where the page is, not a resize: both values take it at once. A new subscriber
    // reads the store after subscribing (as useSyncExternalStore does), so nothing is announced here.
    live = settled = read(win);
    const queries = Object.values(BREAKPOINTS).map((px) => win.matchMedia(mediaQueryOf(px)));
    const onChange = () => detect(win);
    for (const query of queries) query.addEventListener('change', onChange);
    let redetectTimer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(redetectTimer);
      redetectTimer = setTimeout(() => detect(win), delays.redetectMs);
      // Still moving: the settled value waits for the window to hold still.
      if (settled !== live) settleLater();
    };
    win.addEventListener('resize', onResize);
    return () => {
      clearTimeout(redetectTimer);
      clearTimeout(settleTimer);
      for (const query of queries) query.removeEventListener('change', onChange);
      win.removeEventListener('resize', onResize);
    };
  }

  /** Unfollowed, a read asks the window itself, so a reader outside React is never stale. */
  const fresh = () => {
    const win = stop ? undefined : view();
    if (win) live = settled = read(win);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      const win = stop ? undefined : view();
      if (win) stop = start(win);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stop) {
          stop();
          stop = null;
        }
      };
    },
    live: () => {
      fresh();
      return live;
    },
    settled: () => {
      fresh();
      return settled;
    },
  };
}

/** The page's store; on the server there is no window, and it stays at the fallback. */
export const breakpointStore = createBreakpointStore(() => (typeof window === 'undefined' ? undefined : window));
