import { BREAKPOINTS } from '@felt/contract/tables';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { breakpointFromQueries, createBreakpointStore, type ViewportWindow } from './breakpoint-store';

/** matchMedia of a window `width` px wide, for min-width queries. */
const widthOf = (width: number) => (query: string) => width >= Number(/(\d+)px/.exec(query)?.[1]);

/** A window whose width the test sets: queries flip as the browser flips them, resizes fire as it fires them. */
function fakeWindow(initial: number) {
  let width = initial;
  const queries = new Map<string, { matches: boolean; listeners: Set<() => void> }>();
  const resizes = new Set<() => void>();
  const win: ViewportWindow = {
    matchMedia(query) {
      let entry = queries.get(query);
      if (!entry) {
        entry = { matches: widthOf(width)(query), listeners: new Set() };
        queries.set(query, entry);
      }
      const listeners = entry.listeners;
      return {
        matches: widthOf(width)(query),
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      } as never;
    },
    addEventListener: (_type, listener) => resizes.add(listener),
    removeEventListener: (_type, listener) => resizes.delete(listener),
  };
  return {
    win,
    /** Drags the window to `next` px: the queries that flip say so, then a resize event. */
    resize(next: number, { silentQueries = false } = {}) {
      width = next;
      for (const [query, entry] of queries) {
        const matches = widthOf(width)(query);
        if (matches === entry.matches) continue;
        entry.matches = matches;
        if (!silentQueries) for (const listener of [...entry.listeners]) listener();
      }
      for (const listener of [...resizes]) listener();
    },
    listening: () => resizes.size + [...queries.values()].reduce((n, q) => n + q.listeners.size, 0),
  };
}

describe('breakpointFromQueries (SPEC 9)', () => {
  it('is the widest min-width query that matches', () => {
    expect(breakpointFromQueries(widthOf(320))).toBe('mobile');
    expect(breakpointFromQueries(widthOf(400))).toBe('mobileMedium');
    expect(breakpointFromQueries(widthOf(767))).toBe('mobileWide');
    expect(breakpointFromQueries(widthOf(768))).toBe('tablet');
    expect(breakpointFromQueries(widthOf(1279))).toBe('desktop');
    expect(breakpointFromQueries(widthOf(1280))).toBe('desktopMedium');
    expect(breakpointFromQueries(widthOf(2560))).toBe('desktopWide');
  });

  it('falls back to desktop when no query matches', () => {
    expect(breakpointFromQueries(widthOf(300))).toBe('desktop');
    expect(breakpointFromQueries(() => false)).toBe('desktop');
  });

  it('asks one query per breakpoint', () => {
    const asked: string[] = [];
    breakpointFromQueries((query) => asked.push(query) > 0);
    expect(asked).toEqual(Object.values(BREAKPOINTS).map((px) => `(min-width: ${px}px)`));
  });
});

describe('the shared breakpoint (SPEC 4 and 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is the desktop fallback without a window', () => {
    const store = createBreakpointStore(() => undefined);
    store.subscribe(() => {});
    expect(store.live()).toBe('desktop');
    expect(store.settled()).toBe('desktop');
  });

  it('takes the matching query at once when followed, and tells every reader when a query flips', () => {
    const view = fakeWindow(400);
    const store = createBreakpointStore(() => view.win);
    const heard: string[] = [];
    store.subscribe(() => heard.push(store.live()));
    expect(store.live()).toBe('mobileMedium');
    expect(store.settled()).toBe('mobileMedium');
    view.resize(800);
    expect(store.live()).toBe('tablet');
    expect(heard).toEqual(['tablet']);
  });

  it('reads the window again 50 ms after a resize, for a flip it was not told of', () => {
    const view = fakeWindow(1300);
    const store = createBreakpointStore(() => view.win);
    store.subscribe(() => {});
    view.resize(1100, { silentQueries: true });
    vi.advanceTimersByTime(49);
    expect(store.live()).toBe('desktopMedium');
    vi.advanceTimersByTime(1);
    expect(store.live()).toBe('desktop');
  });

  it('settles only once the window has held still for 500 ms', () => {
    const view = fakeWindow(1300);
    const store = createBreakpointStore(() => view.win);
    let told = 0;
    store.subscribe(() => told++);
    view.resize(700);
    for (let step = 0; step < 10; step++) {
      vi.advanceTimersByTime(100);
      view.resize(690 - step * 10);
    }
    expect(store.live()).toBe('mobileWide');
    expect(store.settled()).toBe('desktopMedium');
    vi.advanceTimersByTime(499);
    expect(store.settled()).toBe('desktopMedium');
    vi.advanceTimersByTime(1);
    expect(store.settled()).toBe('mobileWide');
    expect(told).toBe(2);
  });

  it('never settles on a breakpoint the window only passed through', () => {
    const view = fakeWindow(1300);
    const store = createBreakpointStore(() => view.win);
    let told = 0;
    store.subscribe(() => told++);
    view.resize(900);
    vi.advanceTimersByTime(200);
    view.resize(1300);
    vi.advanceTimersByTime(1_000);
    expect(store.settled()).toBe('desktopMedium');
    expect(told).toBe(2);
  });

  it('stops listening with its last reader, and reads the window when nobody follows it', () => {
    const view = fakeWindow(1300);
    const store = createBreakpointStore(() => view.win);
    const first = store.subscribe(() => {});
    const second = store.subscribe(() => {});
    expect(view.listening()).toBe(Object.keys(BREAKPOINTS).length + 1);
    first();
    expect(view.listening()).toBeGreaterThan(0);
    second();
    expect(view.listening()).toBe(0);
    view.resize(500);
    expect(store.live()).toBe('mobileWide');
    expect(store.settled()).toBe('mobileWide');
  });
});
