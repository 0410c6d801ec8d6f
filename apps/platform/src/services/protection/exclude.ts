import type { ExclusionKind } from '@felt/contract';
import type { Db } from '../../db/client';
import { endGameSessions, protectionRowOf, saveProtection } from '../../db/queries/protection';
import { revokeSessionsOf } from '../../db/queries/sessions';
import { exclusionAt, selfExcluded } from './exclusion';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * limits/exclude: a time-out or self-exclusion from now for `days`. Every login session ends, so the site's next
 * call logs the player out, and every game session too, so an open game takes no more bets (wallet_move refuses a
 * bet on an ended session); an exclusion already running longer is never shortened.
 */
export async function exclude(
  db: Db,
  playerId: number,
  { kind, days }: { kind: ExclusionKind; days: number },
  now: Date,
): Promise<void> {
  const until = new Date(now.getTime() + days * DAY_MS);
  await db.transaction(async (tx) => {
    const current = exclusionAt(await protectionRowOf(tx, playerId), now);
    if (!current || current.until < until)
      await saveProtection(tx, playerId, { excluded_until: until, exclusion_kind: kind });
    await revokeSessionsOf(tx, playerId, null, now);
    await endGameSessions(tx, playerId, now);
  });
}

/** Login while an exclusion runs is refused (selfExcluded, which does not read as a force-logout). */
export async function checkLogin(db: Db, playerId: number, now: Date): Promise<void> {
  if (exclusionAt(await protectionRowOf(db, playerId), now)) throw selfExcluded();
}
