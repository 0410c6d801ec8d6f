/**
 * Runs `work` once the browser is idle (by `timeoutMs` at the latest), or after `fallbackMs` where there is no
 * idle callback (Safari); returns a function that cancels it.
 */
export function whenIdle(work: () => void, { timeoutMs, fallbackMs }: { timeoutMs?: number; fallbackMs: number }) {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, fallbackMs);
  return () => window.clearTimeout(handle);
}
