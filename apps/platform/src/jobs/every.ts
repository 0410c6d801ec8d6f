import type { Logger } from '../logger';

/**
 * Runs `run` every `everyMs` until the returned function is called. A tick that is still running when the next is
 * due is skipped rather than stacked, and a failure is logged and left to the next tick: every job this drives is
 * idempotent, so a tick repeated after a crash, or run on two instances at once, changes nothing twice.
 */
export function every(log: Logger, name: string, everyMs: number, run: () => Promise<unknown>): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      log.warn({ err: error, job: name }, `${name} failed; retried on the next tick`);
    } finally {
      running = false;
    }
  }, everyMs);
  // A job never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
