import { TAC_RULES } from '@felt/contract';
import type { Db } from '../../db/client';
import { deleteExpiredChallenges } from '../../db/queries/challenges';
import { deleteDeadOutbox } from '../../db/queries/codes';
import { every } from '../../jobs/every';
import type { Logger } from '../../logger';

// The outbox holds each code in plain text, since its sender needs it; once delivered, or once the code is dead,
// nothing needs it any more, and the code must not outlive its use anywhere (the codes table keeps only hashes).

/** One purge; how many messages went. Idempotent, so running it on several instances at once is harmless. */
export function purgeOutbox(db: Db, now: Date): Promise<number> {
  return deleteDeadOutbox(db, now, TAC_RULES.maxAttempts);
}

/**
 * Runs purgeOutbox every `everyMs` (a code lives five minutes), and forgets spent proof-of-work solutions whose
 * challenge has expired (nothing would take them again); returns the function that stops it.
 */
export function startOutboxPurge(db: Db, log: Logger, now: () => Date = () => new Date(), everyMs = 60_000) {
  return every(db, log, 'outbox purge', everyMs, async () => {
    const purged = await purgeOutbox(db, now());
    if (purged) log.debug({ purged }, 'purged outbox messages');
    const forgotten = await deleteExpiredChallenges(db, now());
    if (forgotten) log.debug({ forgotten }, 'forgot expired proof-of-work solutions');
  });
}
