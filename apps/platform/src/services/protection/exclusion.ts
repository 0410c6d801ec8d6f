import { ERROR_KEYS, type ExclusionKind, STATUS } from '@felt/contract';
import type { ProtectionRow } from '../../db/queries/protection';
import { refuse } from '../players/refusals';

/** The exclusion in force at `now`, if any; one that has ended is no exclusion. */
export function exclusionAt(row: ProtectionRow | undefined, now: Date): { until: Date; kind: ExclusionKind } | null {
  if (!row?.excluded_until || row.excluded_until <= now) return null;
  return { until: row.excluded_until, kind: row.exclusion_kind ?? 'timeout' };
}

// Forbidden, but not one of the force-logout messages: the site shows it and the player stays where they are.
export const selfExcluded = () => refuse(STATUS.forbidden, ERROR_KEYS.selfExcluded);
