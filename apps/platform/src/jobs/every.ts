import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { holdLease, INSTANCE_ID, releaseLease } from './lease';

/**
 * Runs `run` every `everyMs` on one instance of the install until the returned function is called: a tick first
 * takes the job's lease (jobs/lease.ts), so with several workers or servers one runs it and the others stand by,
 * taking over within a few ticks when it dies. A tick still running when the next is due is skipped rather than
 * stacked, and a failure is logged and left to the next tick; every job is idempotent besides, so a tick repeated
 * after a crash changes nothing twice.
 */
export function every(
  db: Db,
  log: Logger,
  name: string,
  everyMs: number,
  run: () => Promise<unknown>,
  holder = INSTANCE_ID,
): () => Promise<void> {
  let running = false;
  let held = false;
  const ttlMs = Math.max(3 * everyMs, 10_000);
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      held = await holdLease(db, name, ttlMs, holder);
      if (held) await run();
    } catch (error) {
      log.warn({ err: error, job: name }, `${name} failed; retried on the next tick`);
    } finally {
      running = false;
    }
  }, everyMs);
  // A job never keeps the process alive on its own.
  timer.unref();
  return async () => {
    clearInterval(timer);
    if (held) await releaseLease(db, name, holder).catch(() => {});
  };
}
