import type { Db } from '../../db/client';
import { every } from '../../jobs/every';
import type { Logger } from '../../logger';
import { approveDueDeposits } from './decide';

/**
 * Demo mode: approves due deposits every `everyMs`, the only place they are approved (reads have no side
 * effects). A deposit made just before a restart is approved by the first tick after it; two instances ticking
 * at once approve it once, since a decision only moves a pending request. Returns the function that stops it.
 */
export function startDemoApprovals(db: Db, log: Logger, now: () => Date = () => new Date(), everyMs = 1_000) {
  return every(db, log, 'demo deposit approval', everyMs, async () => {
    const approved = await approveDueDeposits(db, now());
    if (approved) log.info({ approved }, 'approved demo deposits');
  });
}
